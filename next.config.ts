import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The container runs .next/standalone (with scripts/server.mjs beside it): see Dockerfile.
  output: "standalone",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  // eld's n-gram tables (about 25 MB of heap) are loaded once from node_modules: bundled, the
  // concierge's chunk and the knowledge readers' each held a copy in every server (issue 38).
  // So is gpt-tokenizer's o200k table (a 200,000-entry Map, its decoder array and their strings,
  // about 14 MB of heap): two chunks that count tokens each bundled a copy.
  serverExternalPackages: ["@electric-sql/pglite", "eld", "gpt-tokenizer"],
  // The knowledge reading worker (scripts/build-workers.mjs) is started from a file, which
  // Next's tracing cannot see: every server function that may read a document ships it.
  outputFileTracingIncludes: { "/**": ["./dist/knowledge-extract.mjs"] },
  poweredByHeader: false,
  // A fresh clone's CI build has no cache to read, and writing one took 20 s of two busy cores.
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // A route's modules are loaded when it is first asked for, not all at start: a server that
    // answers the API never holds the dashboard's pages (25 MB less at rest), and starts on a
    // quarter less CPU (1.04 s, not 1.41), which every test server pays (issues 37 and 38).
    preloadEntriesOnStart: false,
  },
  // A /chat path with a trailing slash is answered as without it (proxy.ts): Next's own 308 has an
  // empty body, which curl without -L and most SDKs show as nothing. Pages still redirect (proxy.ts).
  skipTrailingSlashRedirect: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
