// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { patchQuery, useOptimisticMutation } from '../useOptimisticMutation';
import { testQueryClient } from './renderWithProviders';

const key = ['tasks', 'list'];
interface Row {
  id: number;
  title: string;
}

function setup(send: (title: string) => Promise<Row>) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<Row[]>(key, [{ id: 1, title: 'Llamar a Añil' }]);
  const settle = vi.fn(() => undefined);
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useOptimisticMutation({
        mutationFn: send,
        cancel: key,
        apply: (title: string, client) =>
          patchQuery<Row[]>(client, key, (rows) => rows.map((row) => ({ ...row, title }))),
        onError,
        settle,
      }),
    { wrapper },
  );
  return { queryClient, result, settle, onError };
}

describe('useOptimisticMutation', () => {
  it('shows the change before the server answers', async () => {
    let answer: (row: Row) => void = () => {};
    const { queryClient, result, settle } = setup(() => new Promise<Row>((resolve) => (answer = resolve)));
    act(() => result.current.mutate('اتصل بالخليج'));
    await waitFor(() => expect(queryClient.getQueryData<Row[]>(key)?.[0]?.title).toBe('اتصل بالخليج'));
    expect(settle).not.toHaveBeenCalled();
    act(() => answer({ id: 1, title: 'اتصل بالخليج' }));
    await waitFor(() => expect(settle).toHaveBeenCalledTimes(1));
  });

  it('puts the snapshot back when the server refuses, tells the failure, and reads again', async () => {
    const refused = new ApiError(403, 'FORBIDDEN', 'You cannot edit this task');
    const { queryClient, result, settle, onError } = setup(() => Promise.reject(refused));
    act(() => result.current.mutate('Cambiado'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(refused, 'Cambiado', queryClient));
    expect(queryClient.getQueryData<Row[]>(key)).toEqual([{ id: 1, title: 'Llamar a Añil' }]);
    expect(settle).toHaveBeenCalledTimes(1);
  });
});
