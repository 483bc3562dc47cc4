import { z } from 'zod';
import { textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';

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

/** One record found: what the dialog shows, and the web route that opens it. */
const searchHitSchema = z.object({
  ...recordId(),
  title: z.string(),
  subtitle: z.string(),
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

/** 'Acme · sales@acme.test': the non-blank parts of a hit's subtitle, joined. */
export function joinSubtitle(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}
