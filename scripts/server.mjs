// The production server: Next's request handler behind a plain node:http server.
// It also stamps each request with the client's address (x-casabot-client-address).
// Needed for one habit of existing clients: JSON bodies on GET (GetMessageCreditsUsage,
// ModelList). Next drops the body of every GET, so a GET under /chat that carries one
// is handed to Next as a POST marked with x-casabot-method: GET, and the route answers
// it as its GET (lib/api/endpoint.ts routeMethods); a route without GET still says 405.
import { createServer } from "node:http";

// As `next start` does; set before Next loads.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "0.0.0.0";
const app = next({ dev: false, port, hostname });
const handle = app.getRequestHandler();
await app.prepare();

const hasBody = (request) => Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;

// The client's address for the sign-in throttle. Behind a proxy (TRUST_PROXY=1) it is the
// first X-Forwarded-For entry; otherwise the socket's peer. Never what a client claims.
const trustProxy = process.env.TRUST_PROXY === "1";
const clientAddress = (request) =>
  (trustProxy && String(request.headers["x-forwarded-for"] ?? "").split(",")[0].trim()) || request.socket.remoteAddress || "unknown";

createServer((request, response) => {
  delete request.headers["x-casabot-method"];
  request.headers["x-casabot-client-address"] = clientAddress(request);
  if (request.method === "GET" && /^\/chat\//i.test(request.url ?? "") && hasBody(request)) {
    request.method = "POST";
    request.headers["x-casabot-method"] = "GET";
  }
  handle(request, response);
}).listen(port, hostname, () => console.log(`Casabot ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));
