import { Divider, Paper } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLastPageCorrection } from '../hooks/useLastPageCorrection';
import { useT } from '../i18n/useT';
import { ListFooter } from '../ui/ListFooter';
import { ListMessage } from '../ui/ListMessage';
import { ListFilterPanel } from './ListFilterPanel';
import { ListStates } from './ListStates';
import { ListTable, type ListTableProps } from './ListTable';
import { ListToolbar, type ListToolbarProps } from './ListToolbar';
import type { ListEmpty, ListQuery } from './listTypes';
import type { ListState } from './useListState';

type RowsProps<Row> =
  /** A table: the columns, the row actions and the ResponsiveTable's props (at least `minWidth`). */
  | (Pick<ListTableProps<Row>, 'columns' | 'rowActions' | 'rowKey' | 'rowProps' | 'table'> & {
      renderRows?: never;
    })
  /** Anything else (cards, a grid): drawn by the screen. */
  | { renderRows: (rows: Row[], stale: boolean) => ReactNode; columns?: never };

export type ListScreenProps<Row> = RowsProps<Row> & {
  state: ListState;
  list: ListQuery<Row>;
  /** What a row is, 'contact' and 'contacts': the states say it ('Loading contacts...', 'No contacts found',
   * 'No contacts match these filters.', 'You do not have permission to view contacts.') unless given below. */
  noun: readonly [one: string, many: string];
  /** The list's picture, in its empty and no-permission states. */
  icon: ReactNode;
  /** Said when the load failed and the server's answer means nothing to a user. */
  errorMessage: string;
  /** False when the user may not see the list: `noPermission` is said instead. */
  canView?: boolean;
  noPermission?: string;
  loadingLabel?: string;
  empty?: Partial<ListEmpty>;
  filteredEmpty?: Partial<ListEmpty>;
  /** The row count above the rows ('12 contacts'), with ' match' when filtered (`matches`) or not (`total`). */
  count?: 'matches' | 'total';
  /** The search box in the toolbar (its label or aria-label and placeholder). */
  search?: ListToolbarProps['search'];
  /** A Filters button opening this panel (its id and its fields). */
  filterPanel?: { id: string; fields: ReactNode };
  /** More controls at the toolbar's left (filters that sit in it) and right (Export). */
  controls?: ReactNode;
  actions?: ReactNode;
  /** A toolbar of the screen's own, in place of the kit's (a row of labelled filter fields); null for none. */
  toolbar?: ReactNode;
  /** 'Showing' before the footer's range. */
  footerPrefix?: string;
  /** Under the rows: page buttons (default), or nothing (a list that shows all, or its own 'more'). */
  footer?: 'pages' | 'none';
  /** Drawn around the rows: a bordered Paper (default), or nothing (inside a dialog or a tab). */
  frame?: 'paper' | 'none';
};

/**
 * A list screen's body: the toolbar (search, Filters, the screen's controls and actions), the filter panel,
 * the rows (a responsive table, or the screen's own), the footer, and the loading, error, empty and
 * filtered-empty states. The state lives in the address (`useListState`); a page beyond the last one moves
 * back to the last. The screen declares its columns, filters and row actions.
 */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { state, list, canView = true, filterPanel } = props;
  const many = props.noun[1];
  const t = useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  useLastPageCorrection(list, state.pageSize, state.page, state.setPage);

  const total = list.data?.total;
  const toolbar =
    props.toolbar !== undefined ? (
      props.toolbar
    ) : (
      <ListToolbar
        total={total}
        filters={
          filterPanel && {
            id: filterPanel.id,
            opened: filtersOpen,
            onToggle: () => setFiltersOpen((open) => !open),
          }
        }
        {...props}
        flush={props.frame === 'none'}
      />
    );

  const rows = list.data?.data ?? [];
  const stale = list.isPlaceholderData;
  const body = !canView ? (
    <ListMessage icon={props.icon} title={props.noPermission ?? t('list.noPermission', { many })} />
  ) : (
    <ListStates
      list={list}
      isEmpty={rows.length === 0}
      loadingLabel={props.loadingLabel ?? t('list.loading', { many })}
      errorMessage={props.errorMessage}
      empty={{ icon: props.icon, title: t('list.empty', { many }), ...props.empty }}
      filtered={state.filtered}
      filteredEmpty={{ description: t('list.filteredEmpty', { many }), ...props.filteredEmpty }}
      onClearFilters={state.clearFilters}
    >
      {props.renderRows ? (
        props.renderRows(rows, stale)
      ) : (
        <ListTable
          rows={rows}
          columns={props.columns}
          rowActions={props.rowActions}
          rowKey={props.rowKey}
          rowProps={props.rowProps}
          sort={state.sort}
          onSort={state.toggleSort}
          stale={stale}
          table={props.table}
        />
      )}
      {props.footer !== 'none' && (
        <>
          <Divider />
          <ListFooter
            page={state.page}
            pageSize={state.pageSize}
            total={total ?? 0}
            onPageChange={state.setPage}
            prefix={props.footerPrefix}
          />
        </>
      )}
    </ListStates>
  );

  const content = (
    <>
      {toolbar}
      {filterPanel && (
        <ListFilterPanel
          id={filterPanel.id}
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          state={state}
        >
          {filterPanel.fields}
        </ListFilterPanel>
      )}
      {toolbar && props.frame !== 'none' && <Divider />}
      {body}
    </>
  );
  return props.frame === 'none' ? (
    content
  ) : (
    <Paper withBorder shadow="xs">
      {content}
    </Paper>
  );
}
