import { CONTACT_LIST_FIELDS, QUOTATION_LIST_FIELDS } from '@freight/domain';

/** Records the measured routes point at, found in the seeded database. */
export interface RouteIds {
  quotationId: number;
  folderId: number;
}

export interface MeasuredRoute {
  name: string;
  /** The path and query under the server's origin, as the web app sends it. */
  path: (ids: RouteIds) => string;
  /** Without a session (the liveness check is public; its baseline is a bare Fastify + `select 1`). */
  public?: boolean;
}

const fields = (names: readonly string[]) => `select=${names.join(',')}`;

/** The support table's columns (apps/web/src/features/support/useInteractions.ts). */
const INTERACTION_COLUMNS = [
  'id',
  'date',
  'contact_name',
  'contact_company',
  'subject',
  'channel',
  'category',
  'status',
  'interaction_type',
];

/** The screens' calls measured against their own statements, one per screen a user waits for most. */
export const MEASURED_ROUTES: readonly MeasuredRoute[] = [
  {
    name: 'status page',
    path: () =>
      `/api/1/quotations?status=Pending&order_by=start_date%20DESC&limit=25&offset=0&${fields(QUOTATION_LIST_FIELDS)}`,
  },
  { name: 'quotation detail', path: ({ quotationId }) => `/api/1/quotations/${quotationId}` },
  { name: 'cost breakdown', path: ({ quotationId }) => `/api/1/cost_items?quotation_id=${quotationId}` },
  {
    name: 'contacts page',
    path: () =>
      `/api/1/contacts?order_by=display_name%20ASC&limit=50&offset=0&${fields(CONTACT_LIST_FIELDS)}`,
  },
  {
    name: 'contacts picker search',
    path: () =>
      `/api/1/contacts?order_by=display_name%20ASC&limit=20&search=mar&${fields(CONTACT_LIST_FIELDS)}`,
  },
  {
    name: 'support list',
    path: () => `/api/1/client_interactions?limit=25&offset=0&${fields(INTERACTION_COLUMNS)}`,
  },
  { name: 'tasks', path: () => '/api/1/tasks?limit=100' },
  { name: 'documents', path: ({ folderId }) => `/api/1/folders/${folderId}/contents` },
  { name: 'dashboard', path: () => '/api/1/dashboard' },
  { name: 'global search', path: () => '/api/1/search?q=mar' },
  { name: 'notifications count', path: () => '/api/1/notifications/unread_count' },
  { name: 'health', path: () => '/api/1/health', public: true },
];
