import { EndpointIndex, type IndexEntry } from "./endpoint-index";
import { EndpointSection } from "./endpoint-section";
import { Prose } from "./prose";

// The OpenAPI document as JSON: its schema is the OpenAPI one, not ours to restate.
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Json = Record<string, any>;

/** The whole OpenAPI document as a page: an index by area, then every endpoint. */
export function ApiReference({ document }: { document: Json }) {
  const paths = Object.entries(document.paths as Json);
  const tags = (document.tags as { name: string }[]).map((tag) => tag.name);
  const schemes = Object.entries(document.components.securitySchemes as Json);
  const entries: IndexEntry[] = paths.map(([path, item]) => ({
    id: item.post.operationId,
    name: path.replace(`/chat/${item.post.tags[0]}/`, ""),
    tag: item.post.tags[0],
    summary: item.post.summary ?? "",
  }));
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      {/* On a phone the index folds into one line above the reference; on wide screens it stays beside it. */}
      <aside className="mb-6 lg:sticky lg:top-4 lg:mb-0 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-2">
        <details className="group rounded-lg border border-slate-200 bg-white p-3 lg:hidden">
          <summary className="cursor-pointer font-medium text-slate-900">Endpoints and search</summary>
          <div className="mt-3">
            <EndpointIndex entries={entries} tags={tags} />
          </div>
        </details>
        <div className="hidden lg:block">
          <EndpointIndex entries={entries} tags={tags} />
        </div>
      </aside>
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">{document.info.title}</h1>
        <p className="mt-1 text-sm text-slate-700">
          Version {document.info.version} · OpenAPI {document.openapi} · {paths.length} endpoints ·{" "}
          <a href="/openapi.json" className="text-blue-800 underline">
            openapi.json
          </a>
        </p>
        <p className="mt-4 max-w-3xl text-slate-800">
          <Prose text={document.info.description} />
        </p>

        <section aria-labelledby="auth-heading" className="mt-8">
          <h2 id="auth-heading" className="text-xl font-semibold">
            Credentials
          </h2>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            {schemes.map(([name, scheme]) => (
              <div key={name} className="rounded-md border border-slate-200 bg-white p-3">
                <dt className="font-medium text-slate-900">{scheme.type === "http" ? "Authorization: Bearer" : `${scheme.name} (${scheme.in})`}</dt>
                <dd className="text-slate-700">
                  <Prose text={scheme.description} />
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="mt-10 space-y-6">
          {paths.map(([path, item]) => (
            <EndpointSection key={path} document={document} path={path} item={item} />
          ))}
        </div>
      </div>
    </div>
  );
}
