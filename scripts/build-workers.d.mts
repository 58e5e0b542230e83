export const WORKER_OUTPUT: string;
export function buildWorkers(options?: { quiet?: boolean }): Promise<void>;
