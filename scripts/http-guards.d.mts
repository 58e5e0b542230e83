import type { IncomingMessage } from "node:http";

export function bodyPolicy(pathname: string): { limit: number; hold: boolean };
export function hasBody(request: IncomingMessage): boolean;
export function requestIdFor(request: IncomingMessage, trustProxy: boolean): string;
export function loggedPath(url?: string): string;
export function guardBody(
  request: IncomingMessage,
  options: { limit: number; hold: boolean; idleMs: number; requestId: string; onRefused: (status: number) => void },
): Promise<boolean>;
