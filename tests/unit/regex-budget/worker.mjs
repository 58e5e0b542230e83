// Times one pattern on each input, off the test's thread, so that a pattern that never
// finishes can be stopped (Worker.terminate interrupts a running match) and reported.
import { parentPort } from "node:worker_threads";

const time = (run) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

parentPort.on("message", ({ source, flags, texts, from }) => {
  // Every match, as replace, matchAll and split look for them: at least the work of exec and test, which stop at the first.
  const every = new RegExp(source, `${flags.replace(/[gy]/g, "")}g`);
  for (let index = from; index < texts.length; index++) {
    parentPort.postMessage({ index, started: true });
    const text = texts[index];
    parentPort.postMessage({ index, ms: time(() => text.replace(every, "")) });
  }
});
