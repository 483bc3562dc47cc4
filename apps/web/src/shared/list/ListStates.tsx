import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { useT } from '../i18n/useT';
import { CenteredLoader } from '../ui/CenteredLoader';
import { ListMessage } from '../ui/ListMessage';
import type { ListEmpty } from './listTypes';

export interface ListStatesProps {
  list: {
    data?: unknown;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** True when the answer holds no rows. */
  isEmpty: boolean;
  loadingLabel: string;
  /** Said when the load failed and the server's answer means nothing to a user. */
  errorMessage: string;
  empty: ListEmpty;
  /** True when filters or a search are on: the empty message says so and offers to clear them. */
  filtered?: boolean;
  /** Replaces parts of `empty` when filters are on; its `action` defaults to Clear Filters. */
  filteredEmpty?: Partial<ListEmpty>;
  onClearFilters?: () => void;
  /** The rows, shown once there are some. */
  children: ReactNode;
}

/** A list's loading, error (with Try Again), empty and filtered-empty states, or its rows. */
export function ListStates(props: ListStatesProps) {
  const { list, empty, filtered, onClearFilters } = props;
  const t = useT();
  if (list.isPending) return <CenteredLoader label={props.loadingLabel} />;
  if (list.isError && !list.data) {
    return (
      <ListMessage
        icon={<IconAlertTriangle size={26} />}
        color="red"
        title={apiErrorMessage(list.error, props.errorMessage)}
      >
        <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
          {t('common.tryAgainButton')}
        </Button>
      </ListMessage>
    );
  }
  if (!props.isEmpty) return props.children;
  const clear = onClearFilters && (
    <Button variant="default" onClick={onClearFilters}>
      {t('list.clearFilters')}
    </Button>
  );
  // A part of `filteredEmpty` left undefined keeps the unfiltered one.
  const given = Object.entries(props.filteredEmpty ?? {}).filter(([, value]) => value !== undefined);
  const shown: ListEmpty = filtered ? { ...empty, action: clear, ...Object.fromEntries(given) } : empty;
  return (
    <ListMessage icon={shown.icon} title={shown.title} description={shown.description}>
      {shown.action || undefined}
    </ListMessage>
  );
}
