// @vitest-environment happy-dom
import type { EndpointDef } from '@freight/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/englishMessages';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { taskKeys } from '../../../shared/api/queryKeys';
import { testQueryClient } from '../../../shared/forms/__tests__/renderWithProviders';
import { TaskErrorContext } from '../TaskErrorContext';
import { cachedTask } from '../taskCache';
import { useTaskChange } from './useTaskChange';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const shown = { id: 12, title: 'Despacho Jebel Ali', priority: 'medium', completed: false, version: 3 };
type Call = { method: string; ifMatch?: number; body?: unknown };

/** The task list cached as the screen shows it, the typed client answering `stored` to a GET, and a 412 to the first PUT. */
function setUp(stored: Record<string, unknown>) {
  const calls: Call[] = [];
  let puts = 0;
  vi.mocked(callApi as (e: EndpointDef, i?: { ifMatch?: number; body?: unknown }) => Promise<unknown>)
    .mockReset()
    .mockImplementation(async (endpoint, input) => {
      calls.push({ method: endpoint.method, ifMatch: input?.ifMatch, body: input?.body });
      if (endpoint.method === 'GET') return stored;
      puts += 1;
      if (puts === 1) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
      return { ...stored, ...(input?.body as object), version: (input?.ifMatch ?? 0) + 1 };
    });
  const queryClient = testQueryClient();
  queryClient.setQueryData(taskKeys.list({ priority: 'all', sort: 'custom', limit: 20 }), {
    data: [shown],
    total: 1,
  });
  const report = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TaskErrorContext.Provider value={report}>{children}</TaskErrorContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useTaskChange(), { wrapper });
  return { result, calls, report, queryClient };
}

describe('a task change saved on its own, after a 412', () => {
  it('is sent again on the latest version when the colleague changed other fields', async () => {
    const { result, calls, report } = setUp({ ...shown, title: 'Despacho Jebel Ali (urgente)', version: 7 });
    result.current.mutate({
      id: 12,
      changes: { priority: 'high' },
      failure: 'tasks.failedUpdatePriority',
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ ifMatch: 7, body: { priority: 'high' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(report).not.toHaveBeenCalled();
  });

  it("keeps the colleague's value and tells the banner when they changed the same field", async () => {
    const { result, calls, report, queryClient } = setUp({ ...shown, priority: 'urgent', version: 7 });
    result.current.mutate({
      id: 12,
      changes: { priority: 'high' },
      failure: 'tasks.failedUpdatePriority',
    });
    await waitFor(() => expect(report).toHaveBeenCalled());
    expect(report.mock.calls[0][0]).toBe('Failed to update task priority');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(cachedTask(queryClient, 12)?.priority).not.toBe('high');
  });
});
