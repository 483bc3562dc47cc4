/**
 * The id in a route parameter (a quotation's, or a box item's or address's), or null when it is not a
 * positive whole number a record could have.
 */
export function parseQuotationId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
