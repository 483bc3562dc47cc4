import { tableListFields } from '../../platform/crud';
import { defineListSpec, isBlankParam, SHAPING_PARAMS } from '../../platform/list-query';
import { interactionAttachments, interactionSearchText, interactions } from './support.table';

/** Query parameters the interactions list handles itself: the inclusive date range. */
const DATE_RANGE_PARAMS = ['date_from', 'date_to'] as const;

const interactionFields = tableListFields(interactions);

/**
 * The interactions list: equality filters on the enumerations, the contact and the creator, `search` over
 * subject and description, newest date first (then newest id).
 */
export const interactionList = defineListSpec({
  fields: interactionFields,
  sortable: [
    'id',
    'date',
    'contact_name',
    'contact_company',
    'subject',
    'channel',
    'category',
    'status',
    'interaction_type',
    'created_at',
    'updated_at',
  ],
  filterable: Object.keys(interactionFields).filter((name) => name !== 'description'),
  searchable: [interactionSearchText(interactions)],
  defaultOrder: [{ field: 'date', direction: 'desc' }],
  reservedParams: DATE_RANGE_PARAMS,
});

/** `GET /interaction_attachments?interaction_id=`: attachments in the order they were added. */
export const attachmentList = defineListSpec({
  fields: tableListFields(interactionAttachments),
  sortable: ['id', 'created_at'],
  filterable: ['id', 'interaction_id', 'upload_id'],
  defaultOrder: [{ field: 'id', direction: 'asc' }],
});

/**
 * Whether an interactions list request holds every interaction (no filter, search, `where` or date range), so
 * its total is the kept count (`client_interaction_counts`) rather than a count of a million rows.
 */
export function isUnfilteredInteractionList(raw: Record<string, unknown>): boolean {
  return Object.entries(raw).every(([name, value]) => SHAPING_PARAMS.includes(name) || isBlankParam(value));
}
