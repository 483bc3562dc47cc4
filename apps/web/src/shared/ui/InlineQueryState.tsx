import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { useT } from '../i18n/useT';

/**
 * A small read inside a card, drawer or modal: a quiet loader with `loading` while it comes, the message for
 * the error's code with Try Again when it failed, else `children` with the answer.
 */
export function InlineQueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const t = useT();
  if (query.isPending) {
    return (
      <Group gap="xs" c="dimmed">
        <Loader size="xs" />
        <Text size="sm">{props.loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red.7">
          {apiErrorMessage(query.error, props.failed)}
        </Text>
        <Button size="xs" variant="light" onClick={() => query.refetch()}>
          {t('common.tryAgainButton')}
        </Button>
      </Stack>
    );
  }
  return props.children(query.data);
}
