// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentSessionContext } from '../features/auth/session/CurrentSessionContext';
import { UserManagementDialog } from '../features/settings/users/UserManagementDialog';
import { callApi } from '../shared/api/apiClient';
import { lastQuery } from '../test/apiCalls';
import { answer, page } from '../test/mockApi';
import { renderScreen } from '../test/renderScreen';
import '../test/screenTestSetup';
import { screenLoaders } from './screenLoaders';

vi.mock('../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const FOLDER = {
  user_id: 1,
  quotation_id: null,
  parent_folder_id: 1,
  is_system_folder: false,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-02T08:00:00Z',
  version: 1,
};

describe('the task, team, user and document lists, built from the list kit, on a mocked client', () => {
  it('Tasks: a priority with no tasks says so, and Show all priorities clears the filter', async () => {
    const calls = answer(callApi, { 'GET /tasks': page([]) });
    const TaskManagerPage = await screenLoaders.taskManager();
    const view = renderScreen(<TaskManagerPage />, '/task-manager?priority=urgent');
    expect(await screen.findByText('No urgent priority tasks')).toBeTruthy();
    expect(lastQuery(calls, '/tasks')).toMatchObject({ priority: 'urgent' });
    fireEvent.click(screen.getByRole('button', { name: 'Show all priorities' }));
    expect(view.address()).toBe('/task-manager');
    expect(await screen.findByText('No tasks yet')).toBeTruthy();
  });

  it('Teams: no team yet offers to create the first', async () => {
    answer(callApi, { 'GET /teams': page([]) });
    const TaskManagerPage = await screenLoaders.taskManager();
    renderScreen(<TaskManagerPage />, '/task-manager?tab=teams');
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first team' })).toBeTruthy();
  });

  it('Users: the search in the address asks the server, and the cards and count follow', async () => {
    const user = {
      id: 5,
      email: 'aisha@example.ae',
      first_name: 'عائشة',
      last_name: 'Al-Mansouri',
      role: 'user',
      is_active: true,
      company: 'Gulf Freight',
      phone: '+971 50 000',
      created_at: '2026-01-10T08:00:00Z',
      version: 1,
    };
    const calls = answer(callApi, {
      'GET /users': (call: { query: Record<string, unknown> }) =>
        call.query.limit === 1000 || !call.query.search ? page([user, { ...user, id: 6 }]) : page([user]),
    });
    // The dialog lives under the signed-in shell: its Invite user form reads the administrator's own grants.
    const session = { user: { id: 1, role: 'admin' }, permissions: {} };
    renderScreen(
      <CurrentSessionContext.Provider value={session as never}>
        <UserManagementDialog opened onClose={() => {}} />
      </CurrentSessionContext.Provider>,
      '/settings?tab=security&users_q=Gulf',
    );
    expect(await screen.findByRole('article', { name: 'عائشة Al-Mansouri' })).toBeTruthy();
    expect(
      lastQuery(
        calls.filter((c) => c.query.search),
        '/users',
      ),
    ).toMatchObject({ search: 'Gulf' });
    expect((screen.getByRole('textbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('Gulf');
    expect((await screen.findByTestId('user-count')).textContent).toBe('1 of 2 users');
  });

  it('Documents: a search in the address lists what it finds across folders', async () => {
    const calls = answer(callApi, {
      'GET /folders/root': { id: 1, name: 'Documents', ...FOLDER, parent_folder_id: null },
      'GET /folders/:id/contents': {
        folder: { id: 1, name: 'Documents', ...FOLDER, parent_folder_id: null },
        path: [{ id: 1, name: 'Documents' }],
        folders: [],
        documents: [],
      },
      'GET /folders': page([{ id: 9, name: 'Facturas 2026', ...FOLDER }]),
      'GET /documents': page([]),
    });
    const DocumentsPage = await screenLoaders.documents();
    renderScreen(<DocumentsPage />, '/documents?q=Factura');
    expect(await screen.findByText('Facturas 2026')).toBeTruthy();
    expect(lastQuery(calls, '/folders')).toMatchObject({ search: 'Factura' });
  });
});
