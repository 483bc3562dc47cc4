/** The first wait before reconnecting, and the longest. */
const LIVE_RECONNECT_MIN_MS = 1_000;
const LIVE_RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a drop): doubling from 1 s up to
 * 30 s, with jitter (between half and all of that), so a server restart does not bring every open tab back in
 * the same millisecond.
 */
export function liveReconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
