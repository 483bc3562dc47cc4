import { z } from 'zod';
import { textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '../shipments/shipment-status';
import type { TaskPriority } from '../tasks/task-enums';

/** The kinds of record the global search finds, in the order the dialog lists their groups. */
const SEARCH_KINDS = ['quotation', 'shipment', 'contact', 'interaction', 'task', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits answered per kind: the dialog shows a few of each, and the total says how many more there are. */
export const SEARCH_GROUP_LIMIT = 5;
/** Matches are counted up to this many: past it the dialog says '100+' instead of paying for an exact count. */
export const SEARCH_COUNT_CAP = 100;
export const SEARCH_MIN_LENGTH = 2;
const SEARCH_MAX_LENGTH = 100;

const SEARCH_MESSAGES = {
  tooShort: `Search text must have at least ${SEARCH_MIN_LENGTH} characters`,
  required: 'Search text is required',
} as const;

/** `?q=`: 2 to 100 characters once the blanks around it are dropped. */
export const searchQuerySchema = z.object({
  q: textField('Search text', { max: SEARCH_MAX_LENGTH, required: SEARCH_MESSAGES.required }).pipe(
    z.string().min(SEARCH_MIN_LENGTH, SEARCH_MESSAGES.tooShort),
  ),
});

/**
 * One part of a hit's subtitle as data, so each reader's screen words it in their language: `text` is the
 * record's own words (a client, an e-mail, a folder), `date` a calendar day (YYYY-MM-DD), the others a code
 * (a quotation or shipment status, a task priority, `completed` for a done task).
 */
const SUBTITLE_PART_KINDS = [
  'text',
  'date',
  'quotation_status',
  'shipment_status',
  'task_priority',
  'task_state',
] as const;
const subtitlePartSchema = z.object({ kind: z.enum(SUBTITLE_PART_KINDS), value: z.string() });
export type SubtitlePart = z.output<typeof subtitlePartSchema>;

/** One record found: what the dialog shows, and the web route that opens it. */
const searchHitSchema = z.object({
  ...recordId(),
  title: z.string(),
  /** The parts below, worded in English and joined with ' · ' (for clients that show it as it is). */
  subtitle: z.string(),
  subtitle_parts: z.array(subtitlePartSchema),
  route: z.string(),
});
export type SearchHit = z.output<typeof searchHitSchema>;

/** The hits of one kind, best first, at most `SEARCH_GROUP_LIMIT`, with how many match in all. */
const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** How many match, counted up to `SEARCH_COUNT_CAP`. */
  total: z.number().int(),
  /** More than `total` match (the count stopped at the cap). */
  capped: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.output<typeof searchGroupSchema>;

/** Only the kinds the caller holds the view grant of; a kind with no match is answered with total 0. */
export const searchResultSchema = z.object({
  q: z.string(),
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.output<typeof searchResultSchema>;

/**
 * The web route that opens each kind of record. A contact opens the Contacts list filtered to its name, with
 * its edit dialog open for those who may edit; a document opens in its folder.
 */
export const searchRoutes = {
  quotation: (id: number) => `/quotations/${id}`,
  shipment: (id: number) => `/shipments/${id}`,
  contact: (id: number, name: string) => `/contacts?q=${encodeURIComponent(name)}&contact=${id}`,
  interaction: (id: number) => `/support/edit/${id}`,
  task: (id: number) => `/task-manager?task=${id}`,
  documentFolder: (folderId: number) => `/documents?folder=${folderId}`,
} as const;

/** A hit's subtitle part by its code; `text` and `date` parts are made from plain strings. */
export const subtitleCode = {
  quotationStatus: (value: string): SubtitlePart => ({ kind: 'quotation_status', value }),
  shipmentStatus: (value: ShipmentStatus): SubtitlePart => ({ kind: 'shipment_status', value }),
  taskPriority: (value: TaskPriority): SubtitlePart => ({ kind: 'task_priority', value }),
  completed: { kind: 'task_state', value: 'completed' } as SubtitlePart,
  date: (value: string | null | undefined): SubtitlePart | undefined =>
    value ? { kind: 'date', value } : undefined,
} as const;

const PRIORITY_WORDS: Readonly<Record<string, string>> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** A part in English, as the `subtitle` text has it (a quotation status as its stored value, as before). */
function englishPart({ kind, value }: SubtitlePart): string {
  if (kind === 'shipment_status') return SHIPMENT_STATUS_LABELS[value as ShipmentStatus] ?? value;
  if (kind === 'task_priority') return `${PRIORITY_WORDS[value] ?? value} priority`;
  if (kind === 'task_state') return 'Completed';
  return value;
}

/**
 * A hit's subtitle from its non-blank parts, a string being the record's own text: the parts as data and
 * 'Acme · sales@acme.test · In transit' in English.
 */
export function hitSubtitle(
  ...parts: readonly (SubtitlePart | string | null | undefined)[]
): Pick<SearchHit, 'subtitle' | 'subtitle_parts'> {
  const kept = parts.flatMap((part): SubtitlePart[] => {
    if (part == null) return [];
    const value = (typeof part === 'string' ? part : part.value).trim();
    if (!value) return [];
    return [typeof part === 'string' ? { kind: 'text', value } : { ...part, value }];
  });
  return { subtitle: kept.map(englishPart).join(' · '), subtitle_parts: kept };
}
