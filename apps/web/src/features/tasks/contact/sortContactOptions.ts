interface RankedContact {
  display_name: string;
  category?: string;
  segment?: string;
}

function rank(contact: RankedContact): number {
  if (contact.category?.trim().toLowerCase() === 'customer') return 0;
  if (contact.segment?.trim().toLowerCase() === 'vip') return 1;
  return 2;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The task contact picker's order: Customers first, then VIPs, then everyone by name. */
export function sortContactOptions<T extends RankedContact>(contacts: readonly T[]): T[] {
  return [...contacts].sort((a, b) => rank(a) - rank(b) || byName.compare(a.display_name, b.display_name));
}
