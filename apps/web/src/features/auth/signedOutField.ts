/** How the signed-out screens show their one main field: large, focused on arrival, and required. */
export const SIGNED_OUT_FIELD = { size: 'md', autoFocus: true, required: true } as const;
