import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { useT } from '../i18n/useT';

interface InlineQueryStatesProps<T> {
  query: UseQueryResult<T>;
  /** 'Loading history...' */
  loadingText: string;
  /** Said when the error's code has no words of its own. */
  failedText: string;
  /** 'No changes recorded yet' */
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The small states of a list inside a drawer or card: a spinner line while loading, the error with Try Again,
 * a dimmed line when there is nothing, else `children` with the data.
 */
export function InlineQueryStates<T>(props: InlineQueryStatesProps<T>) {
  const { query, loadingText, failedText, emptyText, isEmpty, children } = props;
  const t = useT();
  if (query.isPending) {
    return (
      <Group gap="xs" c="dimmed">
        <Loader size="xs" />
        <Text size="sm">{loadingText}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.7">
          {apiErrorMessage(query.error, failedText)}
        </Text>
        <Button size="xs" variant="light" onClick={() => query.refetch()}>
          {t('common.tryAgainButton')}
        </Button>
      </Stack>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return children(query.data);
}
