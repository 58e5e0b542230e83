/**
 * Runs `work` on each item, at most `limit` at a time, taking items in order. Once the
 * signal aborts no new item starts (those under way finish, so their outcome is known);
 * the first error stops the others from taking more and is thrown.
 */
export async function runPool<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>, signal?: AbortSignal) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed && !signal?.aborted) {
      const index = next++;
      try {
        await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
