import { httpGetter } from '../lib/http-client';
import { type LoadStats, type PairedLoad, runLoad, runPaired } from '../lib/load';

export interface StatusPageOptions {
  baseUrl: string;
  cookie: string;
  /** The status pages' API paths, taken in turn. */
  paths: string[];
  /** Runs the same page's statement through pg (the i-th call). */
  viaSql: (i: number) => Promise<void>;
  concurrency: number;
  slices: number;
  perSlice: number;
}

export interface StatusPageFigures {
  http: LoadStats;
  sql: LoadStats;
  /** HTTP/SQL: the medians of the slices' ratios (requests per second, p99). */
  ratio: PairedLoad['ratio'];
  sliceRatios: PairedLoad['sliceRatios'];
  /**
   * The most any route could reach that ran this statement and did nothing else, on this machine at this
   * moment: with the liveness check (no session, no query) at h req/s and the SQL at s, a request costing both
   * answers at most 1 / (1/h + 1/s) req/s, i.e. h / (h + s) of the SQL's throughput.
   */
  ceiling: { healthToSql: number; ratio: number };
  /** The same clients against routes that do (almost) nothing: the HTTP stack's own cost. */
  httpFloor: { health: LoadStats; sidebarCounts: LoadStats };
}

/**
 * A status page at `concurrency` clients over HTTP against the very statement through pg, in alternating
 * slices (see runPaired), with a keep-alive client; then the liveness check against the SQL the same way,
 * which bounds what the comparison can reach on this machine.
 */
export async function measureStatusPage(options: StatusPageOptions): Promise<StatusPageFigures> {
  const { baseUrl, cookie, paths, viaSql, concurrency, slices, perSlice } = options;
  const client = httpGetter(baseUrl);
  try {
    const getJson = async (path: string, headers: Record<string, string> = {}) => {
      const res = await client.get(path, headers);
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${res.body}`);
      JSON.parse(res.body);
    };
    const viaHttp = (i: number) => getJson(paths[(i * 7) % paths.length]!, { cookie });
    const health = () => getJson('/api/1/health');
    await runLoad(concurrency, perSlice, viaHttp);
    await runLoad(concurrency, perSlice, viaSql);
    const paired = await runPaired(concurrency, slices, perSlice, viaHttp, viaSql);
    const floor = await runPaired(concurrency, Math.ceil(slices / 2), perSlice, health, viaSql);
    const healthToSql = floor.ratio.requestsPerSecond;
    const sidebarCounts = await runLoad(concurrency, slices * perSlice, () =>
      getJson('/api/1/quotations/counts', { cookie }),
    );
    return {
      http: paired.first,
      sql: paired.second,
      ratio: paired.ratio,
      sliceRatios: paired.sliceRatios,
      ceiling: { healthToSql, ratio: +(healthToSql / (1 + healthToSql)).toFixed(2) },
      httpFloor: { health: floor.first, sidebarCounts },
    };
  } finally {
    client.close();
  }
}
