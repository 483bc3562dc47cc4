// Loaded into the soaked server before it starts (`node --expose-gc --import ./bench/soak/probe.mjs`), so that
// the soak runs the very server `npm start` runs (the bundle, no TypeScript loader in the process) and still reads it from
// inside: asked over IPC, it answers its heap after a full collection, its RSS (before and after it, and the
// peak since start) and its event-loop delay p99 since the last report. Plain JavaScript: a TypeScript probe
// would need tsx's loader in the process, whose own memory is what the soak must not measure.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

const gc = globalThis.gc;
if (!gc || !process.send) throw new Error('the soak probe needs --expose-gc and an IPC channel');
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

/** RssAnon, RssFile and RssShmem (bytes) from /proc/self/status: what the process's memory is made of. */
function rssParts() {
  const parts = {};
  try {
    for (const line of fs.readFileSync('/proc/self/status', 'utf8').split('\n')) {
      const match = /^(RssAnon|RssFile|RssShmem):\s+(\d+) kB/.exec(line);
      if (match) parts[match[1]] = Number(match[2]) * 1024;
    }
  } catch {
    // Not Linux: the total is all there is.
  }
  return parts;
}

/** What held the memory when RSS was at its highest: V8's spaces, Buffers, and the rest (native). */
function breakdown(rss) {
  const { heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  return { at: process.uptime(), rss, heapTotal, heapUsed, external, arrayBuffers, ...rssParts(), spaces };
}

// RSS rises and falls between two reports (a burst can take and give back a hundred megabytes within seconds):
// a look every 100 ms keeps what the memory was made of at the highest reading.
let highest = breakdown(process.memoryUsage.rss());
const watch = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > highest.rss) highest = breakdown(rss);
}, 100);
watch.unref();

process.on('message', (message) => {
  if (message?.kind !== 'stats') return;
  // The delay is read before the collection, which itself holds the loop.
  const eventLoopP99Ms = delay.percentile(99) / 1e6;
  delay.reset();
  const rssBeforeGc = process.memoryUsage.rss();
  // The peak as the load left it: the full collection below may itself raise it (it compacts by copying).
  const rssPeakBeforeGc = process.resourceUsage().maxRSS * 1024;
  gc();
  const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
  // The most RSS the process has held since it started (kilobytes), peaks between two reports included.
  const rssPeak = process.resourceUsage().maxRSS * 1024;
  process.send({
    kind: 'stats',
    heapUsed,
    heapTotal,
    external,
    rss,
    rssBeforeGc,
    rssPeak,
    rssPeakBeforeGc,
    eventLoopP99Ms,
    highest,
    heapSizeLimit: v8.getHeapStatistics().heap_size_limit,
  });
});
// The channel must not keep the server alive once it has stopped on SIGTERM.
process.channel?.unref();
