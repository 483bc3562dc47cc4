/**
 * Marks the cells of a ResponsiveTable for its card layout (narrow screens): the row's `title` heads the
 * card, `aside` sits beside it (the row's actions, or its one figure), `field(label)` becomes a labelled line,
 * `full` spans the card unlabelled (a message row). Spread onto Table.Td.
 */
export const cardCell = {
  title: { 'data-card': 'title' },
  aside: { 'data-card': 'aside' },
  full: { 'data-card': 'full' },
  field: (label: string) => ({ 'data-label': label }),
} as const;
