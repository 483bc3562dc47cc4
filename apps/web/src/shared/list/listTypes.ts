import type { TableTdProps, TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the kit reads of a list's query (a TanStack Query result of one page). */
export interface ListQuery<Row> {
  data?: { data: Row[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** True while the rows shown are the previous page's, kept on screen (dimmed) until the answer arrives. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** One column of a list table. */
export interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** On a narrow screen the row becomes a card: this cell heads it (`title`), sits beside the title
   * (`aside`), or is a line labelled `cardLabel` (default: the header). */
  card?: 'title' | 'aside';
  cardLabel?: string;
  /** The list's sort column this header sorts by (one of `useListState`'s `sort.columns`). */
  sortBy?: string;
  align?: 'right';
  cellProps?: TableTdProps;
  /** The cell shows the record's own words (a name, a subject, an address, a reference): not messages, so
   * marked `data-i18n-ignore` for the pseudo-locale run (docs/conventions.md). */
  data?: true;
}

/** The message where the rows would be when there are none. */
export interface ListEmpty {
  icon: ReactNode;
  title: string;
  description?: string;
  /** A button under the text (e.g. 'Add First Contact'); null for none. */
  action?: ReactNode;
}

export type RowProps<Row> = (row: Row) => TableTrProps & { 'data-testid'?: string };

/** The server's page of a list: `limit` rows from `offset` (`useListState`'s `paging`). */
export interface ListPaging {
  limit: number;
  offset: number;
}
