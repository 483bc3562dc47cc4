import { Alert } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';

interface LoadedRecordProps<T> {
  query: UseQueryResult<T>;
  /** Said in red when the record could not be read and the error's code has no words of its own. */
  failed: string;
  /** The editor of the record once it is read. */
  children: (record: T) => ReactNode;
}

/**
 * A settings card's record gate: nothing while the record loads (the card appears with its values), a red
 * alert if it could not be read, else the card's editor with the record.
 */
export function LoadedRecord<T>({ query, failed, children }: LoadedRecordProps<T>) {
  if (query.data === undefined) {
    return query.isError ? <Alert color="red">{apiErrorMessage(query.error, failed)}</Alert> : null;
  }
  return children(query.data);
}
