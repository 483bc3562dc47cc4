// How far V8 lets the old generation grow under a burst, at a given heap limit:
//   node --expose-gc --trace-gc [--max-old-space-size=512] bench/soak/heap-growth.mjs
// It keeps about 85 MB alive (the server's settled heap), collects once (as the soak's first report does), then
// for 15 s allocates objects that outlive two young-generation collections (a 150,000-entry ring replaced
// continuously, as requests' objects do while answers are slow), so that all of it dies in the old generation.
// It prints the most old space, heap and RSS the process held. Without a limit below 2 GB, V8 collects the old
// generation at about four times what survived; at 512 MB, at about 1.4 times.
import v8 from 'node:v8';

const gc = globalThis.gc;
if (!gc) throw new Error('run with --expose-gc');
const settled = [];
for (let i = 0; i < 330_000; i++) settled.push({ a: i, b: `x${i}`, c: [i, i] });
gc();

const ring = new Array(150_000);
let next = 0;
const most = { oldSpace: 0, heapTotal: 0, rss: 0 };
const until = Date.now() + 15_000;
function burst() {
  for (let k = 0; k < 5000; k++, next++) {
    ring[next % ring.length] = {
      text: `row ${next} `.repeat(3),
      numbers: [next, next + 1, next + 2, next + 3],
    };
  }
  const { heapTotal, rss } = process.memoryUsage();
  const oldSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
  most.oldSpace = Math.max(most.oldSpace, oldSpace?.physical_space_size ?? 0);
  most.heapTotal = Math.max(most.heapTotal, heapTotal);
  most.rss = Math.max(most.rss, rss);
  if (Date.now() < until) setImmediate(burst);
  else {
    const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
    const limit = mb(v8.getHeapStatistics().heap_size_limit);
    console.log(
      `heap limit ${limit}, ${settled.length} objects kept: at most ${mb(most.oldSpace)} old space, ${mb(most.heapTotal)} heap, ${mb(most.rss)} RSS`,
    );
  }
}
burst();
