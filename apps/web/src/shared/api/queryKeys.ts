/**
 * Every TanStack Query key of the app, by resource. Each resource has one root (`all`) under which all its
 * cached answers sit; the narrower keys let a change refresh only what it can move (see each mutation hook):
 * a quotation's notes never touch the status lists or counts, a box item touches its own quotation only.
 */

/** A resource's keys for its root, every list, one list (by its filters) and one record. */
function recordKeys<Params = Record<string, string | number>>() {
  return <const Name extends string>(name: Name) => ({
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (params: Params) => [name, 'list', params] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  });
}

export const sessionKeys = {
  me: ['auth', 'me'] as const,
  /** Whether the login page offers reset by e-mail (SMTP configured). */
  passwordResetStatus: ['auth', 'password-reset-status'] as const,
};

export interface QuotationListParams {
  status: string;
  orderBy: string;
  page: number;
  search: string;
  /** Rows per page (the 'items per page' setting). */
  pageSize: number;
  /** The expiry filter: 'true', 'false' or '' for all. */
  expired?: string;
}

export const quotationKeys = {
  /** `lists()`: the status list pages (every status, sort, page and search). */
  ...recordKeys<QuotationListParams>()('quotations'),
  /** The sidebar's per-status counts. */
  counts: () => ['quotations', 'counts'] as const,
  details: () => ['quotations', 'detail'] as const,
  /** Every revision of a quotation's number (its detail page's Revisions card and banner). */
  revisions: (id: number) => ['quotations', 'revisions', id] as const,
  revisionDiff: (id: number, from: number, to: number) =>
    ['quotations', 'revision-diff', id, from, to] as const,
  /** Whether (and when) a quotation was sent: the Revise button shows only on sent quotes. */
  sends: (id: number) => ['quotations', 'sends', id] as const,
};

export const addressKeys = {
  all: ['addresses'] as const,
  detail: (id: number) => ['addresses', 'detail', id] as const,
};

export const cargoLineKeys = {
  all: ['cargo-lines'] as const,
  /** One quotation's cargo lines. */
  list: (quotationId: number) => ['cargo-lines', 'list', quotationId] as const,
  detail: (id: number) => ['cargo-lines', 'detail', id] as const,
};

export const costLineKeys = {
  all: ['cost-lines'] as const,
  /** One quotation's cost lines, read by the detail page's summary and the cost breakdown alike. */
  list: (quotationId: number) => ['cost-lines', 'list', quotationId] as const,
};

export const costCategoryKeys = {
  all: ['cost-categories'] as const,
  active: () => ['cost-categories', 'active'] as const,
};

export const contactKeys = {
  ...recordKeys()('contacts'),
  /** The contact picker's choices for a search. */
  options: (search: string) => ['contacts', 'options', search] as const,
  /** A contact's saved pickup and delivery sites (the address form's picker, the contact's panel). */
  sites: (contactId: number) => ['contacts', 'sites', contactId] as const,
};

export const interactionKeys = recordKeys()('client-interactions');

export const shipmentKeys = {
  ...recordKeys()('shipments'),
  /** Shipments per status, for the list's tabs. */
  counts: () => ['shipments', 'counts'] as const,
  /** The shipment of one quotation (the quotation page's link). */
  ofQuotation: (quotationId: number) => ['shipments', 'of-quotation', quotationId] as const,
  ofQuotations: () => ['shipments', 'of-quotation'] as const,
};

export interface TaskListParams {
  priority: string;
  sort: string;
  limit: number;
}

export const taskKeys = {
  all: ['tasks'] as const,
  /** Every cached task list (any filter, sort or length): a task change is applied to all of them. */
  lists: () => ['tasks', 'list'] as const,
  list: (params: TaskListParams) => ['tasks', 'list', params] as const,
  /** The one task a link opened (`/task-manager?task=12`): a list of one, so every task change reaches it. */
  linked: (id: number) => ['tasks', 'list', { linked: id }] as const,
  /** The comments of a task (subtaskId null) or of one of its subtasks. */
  comments: (taskId: number, subtaskId: number | null) => ['tasks', 'comments', taskId, subtaskId] as const,
  /** A task's activity feed, every length of it; `activityPage` is one length ('Load more' reads a longer one). */
  activity: (taskId: number) => ['tasks', 'activity', taskId] as const,
  activityPage: (taskId: number, limit: number) => ['tasks', 'activity', taskId, limit] as const,
  /** The people a task or team can be shared with, for a search. */
  userOptions: (search: string) => ['tasks', 'user-options', search] as const,
  /** A task's contact picker's choices; under the contacts root, so a contact change refreshes them. */
  contactOptions: (search: string) => ['contacts', 'task-options', search] as const,
};

export const teamKeys = {
  all: ['teams'] as const,
  list: () => ['teams', 'list'] as const,
};

export const costLineNoteKeys = {
  all: ['cost-line-notes'] as const,
  /** One cost item's notes. */
  list: (costLineId: number) => ['cost-line-notes', 'list', costLineId] as const,
  /** How many notes each cost item of a quotation has. */
  counts: (quotationId: number) => ['cost-line-notes', 'counts', quotationId] as const,
};

export const aiKeys = {
  status: ['ai', 'status'] as const,
};

export const diagnosticsKeys = {
  report: ['diagnostics', 'report'] as const,
};

export const profileKeys = {
  all: ['user-profiles'] as const,
  /** The signed-in user's own profile (preferences, notifications, bio, picture). */
  own: () => ['user-profiles', 'own'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  /** The User Management dialog's pages, for a search. */
  list: (params: Record<string, string | number>) => ['users', 'list', params] as const,
  /** Every user, unsearched: the 'of y users' count and the Permission Management list. */
  everyone: () => ['users', 'everyone'] as const,
};

export const permissionKeys = {
  all: ['permissions'] as const,
  /** The active modules and the four permissions: the matrix's rows and columns. */
  catalogue: () => ['permissions', 'catalogue'] as const,
  /** One user's grants. */
  grants: (userId: number) => ['permissions', 'grants', userId] as const,
};

export const settingKeys = {
  all: ['settings'] as const,
  /** The caller's own settings and the global ones. */
  list: () => ['settings', 'list'] as const,
  /** One per key, the caller's own over the global one. */
  effective: () => ['settings', 'effective'] as const,
};

export const accessKeys = {
  /** API tokens: one's own, or everyone's (`all`, administrators). */
  apiTokens: (all: boolean) => ['api-tokens', all ? 'all' : 'own'] as const,
  apiTokensRoot: ['api-tokens'] as const,
  invitations: ['invitations'] as const,
  /** Single sign-on providers (Settings) and the signed-in user's linked identities (Profile). */
  identityProviders: ['identity-providers'] as const,
  signInMethods: ['sign-in-methods'] as const,
  /** Webhook endpoints (Settings), and one endpoint's deliveries. */
  webhooks: ['webhooks'] as const,
  webhookDeliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};

export const accountSecurityKeys = {
  all: ['account-security'] as const,
  /** The signed-in user's sessions (Session Management). */
  sessions: () => ['account-security', 'sessions'] as const,
  twoFactor: () => ['account-security', 'two-factor'] as const,
};

export const documentKeys = {
  all: ['documents'] as const,
  root: () => ['documents', 'root'] as const,
  /** One folder as the Documents screen shows it (path, folders, documents). */
  contents: (folderId: number) => ['documents', 'contents', folderId] as const,
  search: (text: string) => ['documents', 'search', text] as const,
  /** The caller's own folders, for moving a document. */
  ownFolders: () => ['documents', 'own-folders'] as const,
  versions: (documentId: number) => ['documents', 'versions', documentId] as const,
  shares: (documentId: number) => ['documents', 'shares', documentId] as const,
  /** A quotation's documents (the detail page's button count and modal). */
  quotation: (quotationId: number) => ['documents', 'quotation', quotationId] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's panel: the newest notifications. */
  list: () => ['notifications', 'list'] as const,
  /** The bell's dot and count, polled. */
  unreadCount: () => ['notifications', 'unread-count'] as const,
  /** Whether the server sends e-mail at all (the Notifications tab). */
  channels: () => ['notifications', 'channels'] as const,
};

export const dashboardKeys = {
  /** The dashboard's figures (one answer holding every section the user may see). */
  all: ['dashboard'] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  /** One page of the audit log (Settings, Audit) for its filters. */
  list: (params: Record<string, string | number>) => ['audit', 'list', params] as const,
  /** A quotation's own history (its detail page's History panel). */
  quotation: (quotationId: number) => ['audit', 'quotation', quotationId] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  /** The top bar's global search for one text. */
  results: (text: string) => ['search', text] as const,
};

export const rateCardKeys = {
  ...recordKeys()('rate-cards'),
  /** A quotation's rate options (they move with its cargo, lane and mode, and with the cards). */
  options: (quotationId: number) => ['rate-cards', 'options', quotationId] as const,
};

export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  /** The rates in force on a day ('' = the server's today). */
  onDay: (date: string) => ['exchange-rates', 'on-day', date] as const,
};

/** The ports and airports lists (reference data: they change only with a server release). */
export const locationKeys = {
  all: ['locations'] as const,
  search: (q: string, kind: string) => ['locations', 'search', kind, q] as const,
  code: (code: string) => ['locations', 'code', code] as const,
};
