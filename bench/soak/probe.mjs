// Loaded into the soaked server before it starts (`node --expose-gc --import ./bench/soak/probe.mjs`), so that
// the soak runs the very server `npm start` runs (the bundle, no TypeScript loader) and still reads it from
// inside: asked over IPC, it answers its heap after a full collection, its RSS (before and after it, and the
// peak since start) and its event-loop delay p99 since the last report. Plain JavaScript: a TypeScript probe
// would need tsx's loader in the process, whose own memory is what the soak must not measure.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const gc = globalThis.gc;
if (!gc || !process.send) throw new Error('the soak probe needs --expose-gc and an IPC channel');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

process.on('message', (message) => {
  if (message?.kind !== 'stats') return;
  // The delay is read before the collection, which itself holds the loop.
  const eventLoopP99Ms = delay.percentile(99) / 1e6;
  delay.reset();
  const rssBeforeGc = process.memoryUsage.rss();
  gc();
  const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
  // The most RSS the process has held since it started (kilobytes), peaks between two reports included.
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  process.send({ kind: 'stats', heapUsed, heapTotal, external, rss, rssBeforeGc, rssPeak, eventLoopP99Ms });
});
// The channel must not keep the server alive once it has stopped on SIGTERM.
process.channel?.unref();
