import type { z } from "zod";

/**
 * Body property names match without regard to case, as ASP.NET Core binds them: clients of the
 * existing service send `serialNumber` and `SerialNumber` alike (the spec itself does). Before a
 * body is validated, each property that is not spelled as the schema spells it, but is so without
 * regard to case, takes the schema's spelling, in nested objects and arrays of objects too. So
 * the handlers, the OpenAPI document and the error messages see one spelling: the spec's.
 *
 * When the exact spelling is present as well, it wins and the other is dropped; of two inexact
 * spellings, the first in the body wins. Keys of free-form maps (z.record) are left alone.
 */
export function matchKeys(schema: z.ZodType, value: unknown): unknown {
  const plan = planOf(schema);
  return plan ? plan.apply(value) : value;
}

/** How one schema matches a value's keys; null where nothing under it has keys to match. */
interface KeyPlan {
  apply(value: unknown): unknown;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

const plans = new WeakMap<object, KeyPlan | null>();

function planOf(schema: z.ZodType): KeyPlan | null {
  const cached = plans.get(schema);
  if (cached !== undefined) return cached;
  // A recursive schema (z.lazy) meets itself while its plan is being made: it matches nothing there.
  plans.set(schema, null);
  const plan = makePlan(schema);
  plans.set(schema, plan);
  return plan;
}

function makePlan(schema: z.ZodType): KeyPlan | null {
  const def = defOf(schema);
  switch (def?.type) {
    case "object":
      return objectPlan(def.shape as Record<string, z.ZodType>);
    case "array": {
      const item = planOf(def.element as z.ZodType);
      return item && { apply: (value) => (Array.isArray(value) ? mapIfChanged(value, (entry) => item.apply(entry)) : value) };
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "catch":
    case "readonly":
      return planOf(def.innerType as z.ZodType);
    case "lazy":
      return { apply: (value) => matchKeys((def.getter as () => z.ZodType)(), value) };
    case "pipe": {
      // z.preprocess(fn, schema) is a pipe from a transform: the keys are the schema's. A
      // schema.transform(fn) is a pipe into one: they are the schema's too.
      const input = def.in as z.ZodType;
      return defOf(input)?.type === "transform" ? planOf(def.out as z.ZodType) : planOf(input);
    }
    case "union":
      return unionPlan(def.options as z.ZodType[]);
    case "intersection":
      return unionPlan([def.left as z.ZodType, def.right as z.ZodType]);
    default:
      return null;
  }
}

/** The union's object options, together: a key any of them spells is matched to that spelling. */
function unionPlan(options: z.ZodType[]): KeyPlan | null {
  const shape: Record<string, z.ZodType> = {};
  let objects = 0;
  for (const option of options) {
    const def = defOf(innerObject(option));
    if (def?.type !== "object") continue;
    objects++;
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) shape[key] ??= field;
  }
  return objects > 0 ? objectPlan(shape) : null;
}

/** The object a schema wraps, through optional, default, preprocess and the like. */
function innerObject(schema: z.ZodType): z.ZodType {
  for (let current = schema, depth = 0; depth < 16; depth++) {
    const def = defOf(current);
    if (!def) return current;
    if ("innerType" in def) current = def.innerType as z.ZodType;
    else if (def.type === "pipe") current = (defOf(def.in)?.type === "transform" ? def.out : def.in) as z.ZodType;
    else return current;
  }
  return schema;
}

function objectPlan(shape: Record<string, z.ZodType>): KeyPlan {
  const spelled = new Map<string, string>();
  for (const key of Object.keys(shape)) spelled.set(key.toLowerCase(), key);
  // Made on first use, not here: a schema that holds itself (z.lazy) is still being planned now.
  let children: Map<string, KeyPlan> | undefined;
  const childPlans = () => {
    if (!children) {
      children = new Map();
      for (const key of Object.keys(shape)) {
        const plan = planOf(shape[key]!);
        if (plan) children.set(key, plan);
      }
    }
    return children;
  };

  /** The common case, every name spelled as the schema spells it: only nested values may change. */
  function nestedOnly(body: Record<string, unknown>): Record<string, unknown> {
    let out: Record<string, unknown> | undefined;
    for (const [key, plan] of childPlans()) {
      if (!Object.hasOwn(body, key)) continue;
      const matched = plan.apply(body[key]);
      if (matched !== body[key]) (out ??= { ...body })[key] = matched;
    }
    return out ?? body;
  }

  return {
    apply(value) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
      const body = value as Record<string, unknown>;
      const keys = Object.keys(body);
      if (keys.every((key) => Object.hasOwn(shape, key) || !spelled.has(key.toLowerCase()))) return nestedOnly(body);
      let changed = false;
      const taken = new Set<string>();
      const entries: [string, unknown][] = [];
      for (const key of keys) {
        const item = body[key];
        let name = key;
        if (!Object.hasOwn(shape, key)) {
          const canonical = spelled.get(key.toLowerCase());
          if (canonical !== undefined) {
            changed = true;
            // The exact spelling, or an earlier inexact one, has it already.
            if (Object.hasOwn(body, canonical) || taken.has(canonical)) continue;
            name = canonical;
          }
        }
        taken.add(name);
        const child = Object.hasOwn(shape, name) ? childPlans().get(name) : undefined;
        const matched = child ? child.apply(item) : item;
        if (matched !== item) changed = true;
        entries.push([name, matched]);
      }
      // fromEntries defines own properties: a "__proto__" key stays data, never a prototype.
      return changed ? Object.fromEntries(entries) : value;
    },
  };
}

function mapIfChanged(items: unknown[], apply: (item: unknown) => unknown): unknown[] {
  let out: unknown[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const matched = apply(items[i]);
    if (matched !== items[i]) (out ??= items.slice())[i] = matched;
  }
  return out ?? items;
}

/** A property of a body read before validation, as matchKeys would name it: the exact spelling first, else the first in any case. */
export function bodyField(body: Record<string, unknown> | undefined, name: string): unknown {
  if (!body) return undefined;
  if (Object.hasOwn(body, name)) return body[name];
  const lower = name.toLowerCase();
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === lower);
  return key === undefined ? undefined : body[key];
}
