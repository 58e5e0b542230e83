import { describe, expect, it, vi } from "vitest";
import { eventLoopDelay, watchEventLoop } from "@/lib/ops/event-loop";

describe("eventLoopDelay", () => {
  it("reports a hold of the event loop, recent and over the minute", async () => {
    watchEventLoop();
    // Let the 10 ms timer run once, then hold the loop for 150 ms.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // busy: nothing else runs on this thread
    }
    await vi.waitFor(() => expect(eventLoopDelay().RecentMaxMs).toBeGreaterThanOrEqual(140));
    expect(eventLoopDelay().MinuteMaxMs).toBeGreaterThanOrEqual(eventLoopDelay().RecentMaxMs);
  });

  it("forgets a hold after two seconds, but not within the minute", async () => {
    watchEventLoop();
    const until = performance.now() + 120;
    while (performance.now() < until) {
      // busy
    }
    await vi.waitFor(() => expect(eventLoopDelay().MinuteMaxMs).toBeGreaterThanOrEqual(110));
    await vi.waitFor(() => expect(eventLoopDelay().RecentMaxMs).toBeLessThan(110), { timeout: 4_000, interval: 100 });
    expect(eventLoopDelay().MinuteMaxMs).toBeGreaterThanOrEqual(110);
  });
});
