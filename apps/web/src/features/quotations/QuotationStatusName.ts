/** The six quotation statuses as the quotations spec names them; each has its own list page. */
export type QuotationStatusName =
  | 'Pending'
  | 'Working'
  | 'On Client Review'
  | 'Active'
  | 'Completed'
  | 'Cancelled';
