import { Validator } from "@seriousme/openapi-schema-validator";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { contract, type EndpointContract, type RouteName } from "@/lib/api/openapi/contract";
import { buildOpenApiDocument, errorCodes, operationName } from "@/lib/api/openapi/document";
import { CHAT_ROUTES } from "@/lib/api/chat-paths.mjs";

type Json = Record<string, any>;

const entries = Object.entries(contract) as [RouteName, EndpointContract][];
const document = buildOpenApiDocument();
let resolved: Json;

beforeAll(async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document));
  expect(result.errors ?? []).toEqual([]);
  resolved = validator.resolveRefs() as Json;
});

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result).toEqual({ valid: true });
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("lists the credential and every error status each endpoint can answer", () => {
    const paths = document.paths as Json;
    expect(Object.keys(paths["/chat/Chatbot/RealEstateCreate"].post.responses)).toEqual(["200", "400", "401", "403", "404", "405", "409", "413", "500", "503"]);
    expect(paths["/chat/Chatbot/RealEstateList"].post.security).toEqual([{ apiKey: [] }, { sessionKey: [] }, { ownerSession: [] }]);
    expect(paths["/chat/Workspace/ApiKeyCreate"].post.security).toEqual([{ ownerSession: [] }]);
    expect(paths["/chat/User/SignIn"].post.security).toEqual([]);
    expect(paths["/chat/Widget/Ask"].post.security).toEqual([{ visitorToken: [] }]);
    expect(Object.keys(paths["/chat/Chat/ClientAsk"].post.responses["200"].content)).toEqual(["application/json", "text/event-stream"]);
    expect(paths["/chat/Chatbot/List"].get.operationId).toBe("ChatbotListGet");
    for (const [name, entry] of entries) {
      const responses = paths[`/chat/${name}`].post.responses;
      expect(Object.keys(responses).map(Number), name).toEqual([200, ...errorCodes(entry)]);
      expect(responses["429"] !== undefined, name).toBe(errorCodes(entry).includes(429));
    }
  });

  it("documents request fields with the rules of their schema", () => {
    const schemas = (document.components as Json).schemas;
    expect(schemas.ChatbotRealEstateListRequest.properties.PageSize).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
    expect(schemas.ChatbotRealEstateListRequest.required).toEqual(["SerialNumber"]);
    expect(schemas.ChatbotRealEstateCreateRequest.properties.SaleType.enum).toEqual(["for_sale", "for_rent"]);
    // chatAskType's preprocess step fills in Text when it is absent: optional on the wire.
    expect(schemas.ChatClientAskRequest.required).toEqual(["sessionID", "content"]);
    expect(schemas.ChatbotEditRequest.required).toEqual(["serialNumber"]);
  });
});

describe("the examples", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const check = (schema: Json, value: unknown, where: string) => {
    const validate = ajv.compile(schema);
    expect(validate(value) ? [] : validate.errors, where).toEqual([]);
  };

  it("are accepted by the zod schema that validates each request", () => {
    for (const [name, entry] of entries) {
      const parsed = entry.body.safeParse(entry.example.request);
      expect(parsed.success ? [] : parsed.error.issues, name).toEqual([]);
    }
  });

  it("match the reply Data schema each endpoint declares", () => {
    for (const [name, entry] of entries) {
      const parsed = entry.data.safeParse(entry.example.data);
      expect(parsed.success ? [] : parsed.error.issues, name).toEqual([]);
    }
  });

  it("validate against their JSON schemas in the document, requests and every reply", () => {
    let checked = 0;
    for (const [pathName, item] of Object.entries(resolved.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
        const where = `${method} ${pathName}`;
        const body = op.requestBody.content["application/json"];
        check(body.schema, body.example, `${where} request`);
        for (const [status, response] of Object.entries(op.responses as Json)) {
          const json = response.content["application/json"];
          check(json.schema, json.example, `${where} ${status}`);
          expect(json.example.Code, `${where} ${status}`).toBe(Number(status));
          checked++;
        }
        const stream = op.responses["200"].content["text/event-stream"];
        if (stream) {
          for (const line of (stream.example as string).trim().split("\n")) check(stream.schema, JSON.parse(line), `${where} stream`);
        }
      }
    }
    expect(checked).toBeGreaterThan(CHAT_ROUTES.length * 6);
  });

  it("would catch an example that broke its schema", () => {
    const op = (resolved.paths as Json)["/chat/Chatbot/RealEstateList"].post;
    const validate = ajv.compile(op.requestBody.content["application/json"].schema);
    expect(validate({ ...op.requestBody.content["application/json"].example, PageSize: 500 })).toBe(false);
    expect(contract["Chatbot/Get"].data.safeParse({ ...contract["Chatbot/Get"].example.data, Temperature: "40" }).success).toBe(false);
  });
});

it("names operations after their route", () => {
  expect(operationName("Chatbot/RealEstateList")).toBe("ChatbotRealEstateList");
});
