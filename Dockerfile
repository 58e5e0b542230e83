# Casabot: Next's standalone output run by scripts/server.mjs (GET bodies, client addresses,
# request IDs, body guards, graceful shutdown), as a non-root user.
# tests/ops/container.test.ts performs the COPY steps of the last stage and runs the result.

FROM node:20-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm's postinstall applies these to node_modules (patch-package): postgres.js's transactions under load.
COPY patches ./patches
# The lock file was made where the registry serves only Linux builds of platform packages, so
# npm ci may call it out of sync (macOS and Windows entries missing); npm install then keeps
# every locked version and adds only what this platform lacks (.ci/run does the same).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM node:20-alpine AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:20-alpine AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# The app's files stay root's (read-only to the server); it writes only to DATA_DIR and Next's cache.
RUN addgroup -S -g 1001 casabot && adduser -S -u 1001 -G casabot casabot \
 && mkdir -p /data /app/.next/cache && chown casabot:casabot /data /app/.next/cache
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/dist ./dist
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/scripts/server.mjs /app/scripts/cluster.mjs /app/scripts/http-guards.mjs /app/scripts/chat-routes.mjs /app/scripts/next-internals.mjs ./scripts/
COPY --from=build /app/lib/runtime-contract.mjs ./lib/
COPY --from=build /app/lib/api/chat-paths.mjs /app/lib/api/chat-path.mjs ./lib/api/
USER casabot
EXPOSE 3000
# Uploaded files, and the embedded database when DATABASE_URL is not set.
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests for up to SHUTDOWN_TIMEOUT_MS (10 s): give `docker stop` more (-t 15, or compose's stop_grace_period).
STOPSIGNAL SIGTERM
# The node flags and environment of SERVER_NODE_ARGS and SERVER_ENV (lib/runtime-contract.mjs), as npm start sets them.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=8", "scripts/server.mjs"]
