import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

/** What one feed file says: each day's rates against its base (EUR for the ECB). */
export interface FeedRates {
  base: string;
  days: { date: string; rates: { quote: string; rate: string }[] }[];
}

export interface FeedLimits {
  /** The whole fetch, headers and body, must finish within this (ms). */
  timeoutMs: number;
  /** A larger body is refused while it streams (the ECB's daily file is about 1.5 KB, its 90-day one 150 KB). */
  maxBytes: number;
}

export const DEFAULT_FEED_LIMITS: FeedLimits = { timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024 };

/** A failure to say in Diagnostics and to the person who pressed Import. */
export class FeedError extends Error {}

// Rates are kept as the feed writes them, text into numeric: never read through a binary float.
const rateText = z.string().regex(/^\d{1,14}(\.\d{1,10})?$/);
const currencyCube = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), rate: rateText });
const dayCube = z.object({ time: z.iso.date(), Cube: z.array(currencyCube).min(1) });
// Every Cube is parsed as a list (`isArray`), so the one outer Cube is a list of one.
const envelope = z.object({
  Envelope: z.object({ Cube: z.array(z.object({ Cube: z.array(dayCube).min(1) })).length(1) }),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => name === 'Cube',
});

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const where = issue.path.join(' > ');
  let value: unknown = data;
  for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
  if (issue.path.at(-1) === 'rate')
    return `a rate is not a positive decimal number (${JSON.stringify(value)})`;
  if (issue.path.at(-1) === 'time') return `a day is not a date (${JSON.stringify(value)})`;
  return `${where || 'the document'} is missing or malformed`;
}

/**
 * Reads the ECB's reference-rate XML (`gesmes:Envelope` > `Cube` > `Cube time` > `Cube currency rate`, every
 * rate against EUR), validated: a document that is not well-formed XML or not in this shape is refused whole.
 */
export function parseEcbFeed(xml: string): FeedRates {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    throw new FeedError(
      `The feed is not well-formed XML (line ${wellFormed.err.line}: ${wellFormed.err.msg})`,
    );
  }
  const data: unknown = parser.parse(xml);
  const parsed = envelope.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new FeedError(`The feed is not in the ECB reference-rate format: ${describeIssue(issue, data)}`);
  }
  return toRates(parsed.data);
}

function toRates(data: z.infer<typeof envelope>): FeedRates {
  const days = data.Envelope.Cube[0]!.Cube.map((day) => ({
    date: day.time,
    rates: day.Cube.filter((cube) => cube.currency !== 'EUR').map((cube) => ({
      quote: cube.currency,
      rate: cube.rate,
    })),
  }));
  if (days.some((day) => day.rates.some((rate) => Number(rate.rate) <= 0))) {
    throw new FeedError('The feed is not in the ECB reference-rate format: a rate is zero');
  }
  return { base: 'EUR', days };
}

/** The body of `url`, within the time and size limits; any other answer than 200 is a failure. */
export async function fetchFeed(
  url: string,
  limits: FeedLimits = DEFAULT_FEED_LIMITS,
  stop?: AbortSignal,
): Promise<string> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/xml, text/xml' } });
  } catch (error) {
    throw new FeedError(failureOf(error, limits));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`The feed answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(`The feed is larger than ${limits.maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) throw new FeedError(`The feed is larger than ${limits.maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    await response.body?.cancel().catch(() => {});
    throw error instanceof FeedError ? error : new FeedError(failureOf(error, limits));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failureOf(error: unknown, limits: FeedLimits): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `The feed did not answer within ${limits.timeoutMs / 1000} seconds`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `The feed could not be reached (${reason})`;
}
