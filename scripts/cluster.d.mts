import type { Logger } from "pino";

export const RESTART_BACKOFF: { firstMs: number; maxMs: number; stableAfterMs: number };
export function restartDelay(failures: number): number;
export function runPrimary(options: { workers: number; shutdownTimeout: number; address: string; log: Logger }): Promise<number>;
