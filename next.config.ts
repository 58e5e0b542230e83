import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The container runs .next/standalone (with scripts/server.mjs beside it): see Dockerfile.
  output: "standalone",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  // The knowledge reading worker (scripts/build-workers.mjs) is started from a file, which
  // Next's tracing cannot see: every server function that may read a document ships it.
  outputFileTracingIncludes: { "/**": ["./dist/knowledge-extract.mjs"] },
  poweredByHeader: false,
  // A fresh clone's CI build has no cache to read, and writing one took 20 s of two busy cores.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
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
