import Link from "next/link";
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <nav aria-label="Site" className="mb-6 flex gap-4 text-sm">
        <Link href="/" className="text-blue-800 underline">
          Casabot
        </Link>
        <Link href="/chatbots" className="text-blue-800 underline">
          Dashboard
        </Link>
        <a href="/openapi.json" className="text-blue-800 underline">
          openapi.json
        </a>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight">{document.info.title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        Version {document.info.version} · OpenAPI {document.openapi} · {paths.length} endpoints
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

      <nav aria-labelledby="index-heading" className="mt-8">
        <h2 id="index-heading" className="text-xl font-semibold">
          Endpoints
        </h2>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tags.map((tag) => (
            <div key={tag}>
              <h3 className="text-sm font-semibold text-slate-900">{tag}</h3>
              <ul className="mt-1 space-y-0.5 text-sm">
                {paths
                  .filter(([, item]) => item.post.tags[0] === tag)
                  .map(([path, item]) => (
                    <li key={path}>
                      <a href={`#${item.post.operationId}`} className="text-blue-800 underline">
                        {path.replace(`/chat/${tag}/`, "")}
                      </a>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>

      <div className="mt-10 space-y-6">
        {paths.map(([path, item]) => (
          <EndpointSection key={path} document={document} path={path} item={item} />
        ))}
      </div>
    </div>
  );
}
