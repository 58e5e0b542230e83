import { connect } from "node:net";

export interface WholeBodyReply {
  /** Whether every byte of the body went out before the server closed the connection. */
  sent: boolean;
  status: number;
  body: any;
}

/**
 * A request sent as Python's urllib sends one: `Connection: close`, no `Expect: 100-continue`,
 * the whole body written before a byte of the answer is read. A server that answers early and
 * closes with the body unread resets the connection, and such a client loses the answer.
 */
export function sendWholeThenRead(url: string, method: string, headers: Record<string, string>, body: Buffer): Promise<WholeBodyReply> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let sent = false;
    let failed = false;
    // Read only once the body is out, as urllib does: until then what arrives waits in the kernel.
    socket.pause();
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => (failed = true));
    socket.once("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = rawReplyBody(raw);
      } catch {
        body = null;
      }
      resolve({ sent, status: rawReplyStatus(raw), body });
    });
    const head = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close", `Content-Length: ${body.length}`];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    socket.write(body, (error) => {
      sent = !error && !failed;
      socket.resume();
    });
  });
}

export const rawReplyStatus = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

/** The JSON body of a raw HTTP reply, whether it came with a Content-Length or in chunks. */
export function rawReplyBody(raw: string): any {
  const split = raw.indexOf("\r\n\r\n");
  const body = raw.slice(split + 4);
  return JSON.parse(/^transfer-encoding:\s*chunked/im.test(raw.slice(0, split)) ? unchunk(body) : body);
}

function unchunk(body: string): string {
  let decoded = "";
  for (let at = 0; ; ) {
    const end = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.slice(at, end), 16);
    if (!size) return decoded;
    decoded += body.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}
