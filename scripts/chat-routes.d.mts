import type { IncomingMessage, ServerResponse } from "node:http";

export interface ChatRoutes {
  size: number;
  match(pathname: string, method: string | undefined): string | undefined;
  serve(file: string, request: IncomingMessage, response: ServerResponse): Promise<void>;
}
export function loadChatRoutes(distDir: string, port: number): ChatRoutes;
