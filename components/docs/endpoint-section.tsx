import { Badge } from "@/components/ui/badge";
import { fieldRows, resolveRef, typeLabel } from "@/lib/api/openapi/describe";
import { FieldTable } from "./field-table";
import { Prose } from "./prose";

// The OpenAPI document as JSON: its schema is the OpenAPI one, not ours to restate.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Json = Record<string, any>;

const SCHEME_LABEL: Record<string, string> = {
  apiKey: "API key (Authorization)",
  sessionKey: "Session key (chatrobot-sessionkey)",
  ownerSession: "Signed-in owner (cookie)",
  visitorToken: "Visitor token (Bearer)",
  visitorSessionKey: "Visitor's SessionKey (chatrobot-sessionkey)",
};

function Example({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-medium text-slate-800">{label}</h4>
      {/* Focusable: a long example scrolls, and keyboard users must be able to scroll it. */}
      <pre
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 focus:outline-2 focus:outline-blue-600"
      >
        {typeof value === "string" ? value : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** One endpoint of the OpenAPI document: credential, body fields, reply, errors and examples. */
export function EndpointSection({ document, path, item }: { document: Json; path: string; item: Json }) {
  const operation = item.post as Json;
  const methods = Object.keys(item).map((method) => method.toUpperCase());
  const request = operation.requestBody.content["application/json"];
  const requestRows = fieldRows(resolveRef(document, request.schema));
  const success = operation.responses["200"].content;
  const dataSchema = resolveRef(document, success["application/json"].schema.properties.Data);
  const dataRows = fieldRows(dataSchema);
  const errors = Object.entries(operation.responses as Json).filter(([status]) => status !== "200");
  const credentials = (operation.security as Json[]).flatMap((requirement) => Object.keys(requirement));
  const headingId = `${operation.operationId}-heading`;

  return (
    <section id={operation.operationId} aria-labelledby={headingId} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-5">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {methods.map((method) => (
          <Badge key={method} tone={method === "POST" ? "blue" : "green"}>
            {method}
          </Badge>
        ))}
        <code className="break-all">{path}</code>
      </h3>
      <p className="mt-1 text-slate-800">{operation.summary}</p>
      {operation.description && (
        <p className="mt-2 text-sm text-slate-700">
          <Prose text={operation.description} />
        </p>
      )}
      <p className="mt-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">Credential: </span>
        {credentials.length === 0
          ? operation.parameters
            ? "none; the chatbot's allowed sites only (CORS), named by ?serialNumber="
            : "none"
          : credentials.map((scheme) => SCHEME_LABEL[scheme] ?? scheme).join(", or ")}
      </p>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <h4 className="text-sm font-medium text-slate-800">Request body</h4>
          {requestRows.length > 0 ? (
            <FieldTable rows={requestRows} caption={`${path} request fields`} />
          ) : (
            <p className="text-sm text-slate-700">No fields: send {"{}"} or nothing.</p>
          )}
          <Example label="Example request" value={request.example} />
        </div>
        <div className="min-w-0 space-y-2">
          <h4 className="text-sm font-medium text-slate-800">
            Reply <code>Data</code>:{" "}
            <code className="font-normal">{dataRows.length > 0 ? (dataSchema.type === "array" ? "array of objects" : "object") : typeLabel(dataSchema)}</code>
          </h4>
          {dataRows.length > 0 && <FieldTable rows={dataRows} caption={`${path} reply fields`} />}
          <Example label="Example reply" value={success["application/json"].example} />
          {success["text/event-stream"] && (
            <Example label="Streamed reply (stream: true), one JSON object per line" value={success["text/event-stream"].example} />
          )}
        </div>
      </div>

      <h4 className="mt-4 text-sm font-medium text-slate-800">Errors</h4>
      <ul className="mt-1 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        {errors.map(([status, response]) => (
          <li key={status}>
            <code className="font-medium text-slate-900">{status}</code> {response.description}
          </li>
        ))}
      </ul>
    </section>
  );
}
