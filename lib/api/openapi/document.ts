import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { MAX_BODY_BYTES } from "../body";
import { SESSION_KEY_HEADER } from "../authenticate";
import { API_VERSION } from "../envelope";
import { type Access, contract, type EndpointContract, type RouteName } from "./contract";
import { askStreamLine } from "./replies";

type Json = Record<string, unknown>;

/** JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of a zod schema, as a request or a reply. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): Json {
  const result = z.toJSONSchema(schema, {
    io,
    // Preprocess steps (numeric text, aliases) are documented by their target schema; a
    // transform's output has no schema, so it is described by the input it came from.
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // A field whose preprocess step fills in an absent value (chatAskType) is optional on the wire.
      const def = zodSchema._zod.def;
      // zod leaves out the default of a field whose schema transforms (numeric text): say it anyway.
      if (def.type === "default" && jsonSchema.default === undefined) jsonSchema.default = (def as { defaultValue: unknown }).defaultValue;
      if (io !== "input" || def.type !== "object" || !Array.isArray(jsonSchema.required)) return;
      const shape = (zodSchema as unknown as z.ZodObject).shape;
      jsonSchema.required = jsonSchema.required.filter((key) => !shape[key]?.safeParse(undefined).success);
      if ((jsonSchema.required as string[]).length === 0) delete jsonSchema.required;
    },
  }) as Json;
  delete result.$schema;
  return result;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid input: the message names every offending field",
  401: "Missing or unknown credential",
  403: "Credential not allowed here, or a cross-site request",
  404: "Unknown chatbot, listing, session or file (another workspace's look the same)",
  405: "Wrong method (OPTIONS included); Allow names the right one",
  409: "Duplicate: the message names the record that holds the value",
  413: `Body over ${MAX_BODY_BYTES} bytes`,
  429: "Rate or monthly limit reached (Retry-After where known)",
  500: "Unexpected error: a generic message with a request ID",
  502: "The model failed to answer",
  503: "The database is briefly unavailable (Retry-After: 5)",
};

const EXAMPLE_MESSAGE: Record<number, string> = {
  400: "serialNumber is required",
  401: "Missing API key: send it in the Authorization header",
  403: "This endpoint takes a signed-in owner's session, not an API key",
  404: "Chatbot not found",
  405: "Method GET is not allowed here; use POST",
  409: 'MLSNumber "A-1001" is already used by listing 501 of this chatbot',
  413: `Request body is larger than ${MAX_BODY_BYTES} bytes`,
  429: "You are sending messages too quickly. Please wait a moment and try again.",
  500: "Internal server error (request id 7c9e6679-7425-40de-944b-e07fc1f90ae7)",
  502: "The model could not answer. Please try again.",
  503: "The service is briefly unavailable. Please try again in a moment.",
};

const OWNERS_ONLY = "**Owners only**: a signed-in member's session is refused (403). API keys and the session key are not affected.";

const ACCESS_ERRORS: Record<Access, number[]> = {
  apiKey: [401, 403],
  apiKeyOrSessionKey: [401, 403],
  owner: [401, 403],
  public: [403],
  widget: [403, 404],
  widgetToken: [401, 403, 404],
  widgetSessionKey: [401, 403],
};

/** Every status an endpoint can answer besides 200, in order. */
export function errorCodes(entry: EndpointContract): number[] {
  return [...new Set([400, 405, 413, 500, 503, ...ACCESS_ERRORS[entry.access], ...(entry.errors ?? [])])].sort((a, b) => a - b);
}

const SECURITY: Record<Access, Json[]> = {
  apiKey: [{ apiKey: [] }, { ownerSession: [] }],
  apiKeyOrSessionKey: [{ apiKey: [] }, { sessionKey: [] }, { ownerSession: [] }],
  owner: [{ ownerSession: [] }],
  public: [],
  widget: [],
  widgetToken: [{ visitorToken: [] }],
  widgetSessionKey: [{ visitorSessionKey: [] }],
};

export const operationName = (name: RouteName) => name.replace("/", "");

function envelopeSchema(data: Json, success: boolean): Json {
  return {
    type: "object",
    properties: {
      Data: data,
      Version: { type: "string", const: API_VERSION },
      Success: { type: "boolean", const: success },
      Code: success ? { type: "integer", const: 200 } : { type: "integer", description: "equals the HTTP status" },
      Message: { type: "string" },
      ...(!success && {
        TaskCompleted: { type: "boolean", const: true, description: "only on the refusal of a request that asked for a stream, whose readers wait for it" },
      }),
    },
    required: ["Data", "Version", "Success", "Code", "Message"],
  };
}

export const envelopeExample = (data: unknown, code = 200, message = "") => ({
  Data: data,
  Version: API_VERSION,
  Success: code === 200,
  Code: code,
  Message: message,
});

function operation(name: RouteName, entry: EndpointContract): Json {
  const id = operationName(name);
  const widget = entry.access === "widget" || entry.access === "widgetToken";
  const responses: Json = {
    200: {
      description: "Success",
      content: {
        "application/json": {
          schema: envelopeSchema({ $ref: `#/components/schemas/${id}Data` }, true),
          example: envelopeExample(entry.example.data),
        },
        ...(entry.streams && {
          "text/event-stream": {
            schema: { ...jsonSchemaOf(askStreamLine, "output"), description: "Each line of the stream is one of these JSON objects" },
            example:
              '{"content":"I found "}\n{"content":"2 homes…"}\n{"QuestionID":2049,"AnswerID":2050,"Answer":"I found 2 homes…","TotalToken":214,"TaskCompleted":true}\n',
          },
        }),
      },
    },
  };
  for (const code of errorCodes(entry)) {
    responses[code] = {
      description: STATUS_TEXT[code],
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" }, example: envelopeExample(null, code, EXAMPLE_MESSAGE[code]) } },
    };
  }
  return {
    operationId: id,
    tags: [name.split("/")[0]],
    summary: entry.summary,
    ...((entry.description || entry.ownersOnly) && {
      description: [entry.description, entry.ownersOnly && OWNERS_ONLY].filter(Boolean).join("\n\n"),
    }),
    security: SECURITY[entry.access],
    ...(widget && {
      parameters: [
        {
          name: "serialNumber",
          in: "query",
          required: false,
          description: "The chatbot (or `serialNumber` in the body); the query lets a CORS preflight name it",
          schema: { type: "string", pattern: "^[0-9a-fA-F]{32}$" },
          example: contract["Chatbot/Get"].example.request.serialNumber,
        },
      ],
    }),
    requestBody: {
      required: false,
      description: "JSON, whatever the Content-Type; an empty body counts as {}; unknown fields are ignored",
      content: { "application/json": { schema: { $ref: `#/components/schemas/${id}Request` }, example: entry.example.request } },
    },
    responses,
  };
}

/** The OpenAPI 3.1 description of every /chat endpoint, generated from the schemas that validate them. */
export function buildOpenApiDocument(): Json {
  const paths: Json = {};
  const schemas: Json = { ErrorEnvelope: envelopeSchema({ description: "null, or details such as 0 for an update that matched nothing" }, false) };
  for (const [name, entry] of Object.entries(contract) as [RouteName, EndpointContract][]) {
    const id = operationName(name);
    schemas[`${id}Request`] = jsonSchemaOf(entry.body, "input");
    schemas[`${id}Data`] = jsonSchemaOf(entry.data, "output");
    const post = operation(name, entry);
    paths[`/chat/${name}`] = { post, ...(entry.get && { get: { ...post, operationId: `${id}Get` } }) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Casabot API",
      version: API_VERSION,
      description:
        "Every endpoint takes POST with a JSON body and answers with the envelope `{Data, Version, Success, Code, Message}`, whose `Code` equals the HTTP status. Paths match in any case. Numbers and booleans may also be sent as text.",
    },
    servers: [{ url: "/" }],
    tags: ["Chat", "Chatbot", "User", "Widget", "Workspace"].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "Authorization", description: "The API key, raw or as `Bearer <key>`" },
        sessionKey: { type: "apiKey", in: "header", name: SESSION_KEY_HEADER, description: "The workspace session key (listing endpoints)" },
        ownerSession: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "A signed-in owner's session (User/SignIn); changes need this site's Origin",
        },
        visitorToken: { type: "http", scheme: "bearer", description: "The visitor token from Widget/Session" },
        visitorSessionKey: {
          type: "apiKey",
          in: "header",
          name: SESSION_KEY_HEADER,
          description: "The SessionKey from Chatbot/GetConfig (a visitor token of one session, not the workspace's session key)",
        },
      },
    },
  };
}

let built: Json | undefined;

/** The document, built once per process: the schemas do not change while it runs. */
export function openApiDocument(): Json {
  built ??= buildOpenApiDocument();
  return built;
}
