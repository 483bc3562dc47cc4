/** Query keys of addresses; one root so a write refreshes every cached address. */
export const addressKeys = {
  all: ['addresses'] as const,
  detail: (id: number) => ['addresses', 'detail', id] as const,
};
