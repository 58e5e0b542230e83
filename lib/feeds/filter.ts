// The owner's scope for a feed, an OData $filter, checked before it is sent to the MLS: comparisons
// of a field with a literal (eq ne gt ge lt le), joined by and / or / not, in balanced parentheses.
// One pass over at most 1,000 characters, no regular expression over the whole text.

const OPERATORS = new Set(["eq", "ne", "gt", "ge", "lt", "le"]);
const LOGICAL = new Set(["and", "or"]);
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;
const NUMBER = /^-?\d{1,18}(\.\d{1,18})?$/;
const TIMESTAMP = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d{1,7})?)?(Z|[+-]\d\d:\d\d))?$/;

type Token = { kind: "open" | "close" | "string" | "word"; text: string };

function tokenize(text: string): Token[] | string {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === " ") i++;
    else if (c === "(" || c === ")") {
      out.push({ kind: c === "(" ? "open" : "close", text: c });
      i++;
    } else if (c === "'") {
      let j = i + 1;
      for (;;) {
        if (j >= text.length) return "a quoted value is not closed";
        if (text[j] === "'" && text[j + 1] === "'") j += 2;
        else if (text[j] === "'") break;
        else j++;
      }
      out.push({ kind: "string", text: text.slice(i, j + 1) });
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && text[j] !== " " && text[j] !== "(" && text[j] !== ")" && text[j] !== "'") j++;
      out.push({ kind: "word", text: text.slice(i, j) });
      i = j;
    }
  }
  return out;
}

/** Why the filter is not one this reads, or null when it is. */
export function filterProblem(text: string): string | null {
  if (text.length > 1000) return "must be at most 1,000 characters";
  const tokens = tokenize(text.trim());
  if (typeof tokens === "string") return tokens;
  let at = 0;
  const literal = (token: Token | undefined) =>
    token !== undefined &&
    (token.kind === "string" ||
      (token.kind === "word" && (NUMBER.test(token.text) || TIMESTAMP.test(token.text) || ["true", "false", "null"].includes(token.text))));
  // expression := term (("and" | "or") term)* ; term := "not"? ( "(" expression ")" | field op literal )
  const term = (depth: number): string | null => {
    if (depth > 20) return "is nested too deeply";
    if (tokens[at]?.text === "not") at++;
    if (tokens[at]?.kind === "open") {
      at++;
      const inner = expression(depth + 1);
      if (inner) return inner;
      if (tokens[at]?.kind !== "close") return "has a parenthesis that is not closed";
      at++;
      return null;
    }
    const field = tokens[at];
    if (!field || field.kind !== "word" || !FIELD.test(field.text) || OPERATORS.has(field.text) || LOGICAL.has(field.text)) {
      return `expects a field name${field ? ` where it reads "${field.text}"` : " at its end"}`;
    }
    const operator = tokens[at + 1];
    if (!operator || !OPERATORS.has(operator.text)) return `expects eq, ne, gt, ge, lt or le after ${field.text}`;
    if (!literal(tokens[at + 2])) return `expects a value ('text', a number, a date, true, false or null) after ${field.text} ${operator.text}`;
    at += 3;
    return null;
  };
  const expression = (depth: number): string | null => {
    const first = term(depth);
    if (first) return first;
    while (tokens[at] && LOGICAL.has(tokens[at]!.text)) {
      at++;
      const next = term(depth);
      if (next) return next;
    }
    return null;
  };
  if (tokens.length === 0) return null;
  const problem = expression(0);
  if (problem) return problem;
  return at === tokens.length ? null : `has "${tokens[at]!.text}" where and, or or the end was expected`;
}

/** The fields a valid filter compares (each word right before an operator), to check against the MLS's $metadata. */
export function filterFields(text: string): string[] {
  const tokens = tokenize(text.trim());
  if (typeof tokens === "string") return [];
  const fields = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.kind === "word" && OPERATORS.has(tokens[index + 1]?.text ?? "") && FIELD.test(token.text)) fields.add(token.text);
  });
  return [...fields];
}
