import { freshDatabase } from "../setup/databases";
import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP relay in front of PostgreSQL that a test can cut: every open connection is
 * dropped and new ones are refused, as a restarting server looks from the client's
 * side, until it is restored on the same port.
 */
export async function startTcpCut(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and stops listening. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    restore: listen,
    close: () => new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())),
  };
}

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, and a relay in front of it: the
 * server under test connects through `relayedUrl`, the test sets up data through `database.url`.
 * Both are closed by the cleanups pushed to `cleanups`.
 */
export async function freshDatabaseBehindRelay(serverUrl: string, cleanups: (() => Promise<void> | void)[]) {
  const database = await freshDatabase(serverUrl);
  cleanups.push(database.drop);
  const target = new URL(database.url);
  const relay = await startTcpCut({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(relay.close);
  const relayed = new URL(database.url);
  relayed.port = String(relay.port);
  return { database, relay, relayedUrl: relayed.toString() };
}
