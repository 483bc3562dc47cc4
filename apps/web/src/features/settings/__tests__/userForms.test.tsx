// @vitest-environment happy-dom
import { USER_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { CurrentSessionContext } from '../../auth/session/CurrentSessionContext';
import { PermissionManagementDialog } from '../permissions/PermissionManagementDialog';
import { UserFormModal } from '../users/UserFormModal';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const callsTo = (method: string, path: string) => sentTo(callApi, method, path);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const PILAR = {
  id: 7,
  first_name: 'Pilar',
  last_name: 'García',
  email: 'pilar@example.es',
  phone: null,
  company: 'Tránsitos del Sur',
  role: 'user',
  is_active: true,
  email_verified: true,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
  version: 3,
};

const SESSION = { user: { id: 1, email: 'noura@example.com', role: 'admin' }, permissions: {} };

function renderUserForm(user: typeof PILAR | null) {
  return renderScreen(
    <CurrentSessionContext.Provider value={SESSION as never}>
      <UserFormModal opened user={user as never} canChooseRole onClose={() => {}} />
    </CurrentSessionContext.Provider>,
  );
}

describe('the user and permission forms, on the record-form toolkit', () => {
  it('Add User names each missing field and sends the typed user', async () => {
    answer(callApi, { 'POST /users': { ...PILAR, id: 8, first_name: 'نورة' } });
    renderUserForm(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(callsTo('POST', '/users')).toEqual([]);
    type(/^First Name/, 'نورة');
    type(/^Last Name/, 'الصباح');
    type(/^Email/, 'noura.s@example.com');
    type(/^Company/, 'Kuwait Freight');
    type(/^Password/, 'a-long-secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(callsTo('POST', '/users')).toHaveLength(1));
    expect(callsTo('POST', '/users')[0]?.body).toMatchObject({
      first_name: 'نورة',
      last_name: 'الصباح',
      company: 'Kuwait Freight',
      role: 'user',
    });
  });

  it('Edit User after a colleague saved first keeps their change and the user’s, then saves on their version', async () => {
    let saves = 0;
    answer(callApi, {
      'PUT /users/:id': () => {
        saves += 1;
        if (saves === 1) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        return PILAR;
      },
      'GET /users/:id': { ...PILAR, company: 'Tránsitos del Norte', version: 4 },
    });
    renderUserForm(PILAR);
    type(/^Phone/, '+34 600 000 000');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Tránsitos del Norte'),
    );
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+34 600 000 000');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('PUT', '/users/:id')).toHaveLength(2));
    expect(callsTo('PUT', '/users/:id').map((call) => call.ifMatch)).toEqual([3, 4]);
    expect(callsTo('PUT', '/users/:id')[1]?.body).toMatchObject({
      company: 'Tránsitos del Norte',
      phone: '+34 600 000 000',
    });
  });

  it('Permission Management ticks what the chosen user holds and saves what is ticked', async () => {
    answer(callApi, {
      'GET /users': page([PILAR]),
      'GET /modules': page([{ id: 1, name: 'contacts', display_name: 'Contacts', is_active: true }]),
      'GET /permissions': page([
        { id: 1, name: 'view', display_name: 'View' },
        { id: 2, name: 'edit', display_name: 'Edit' },
      ]),
      'GET /user_module_permissions': page([{ id: 1, user_id: 7, module_id: 1, permission_id: 1 }]),
      'PUT /users/:id/permissions': { data: [] },
    });
    renderScreen(<PermissionManagementDialog opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: /Pilar García/ }));
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo('PUT', '/users/:id/permissions')).toHaveLength(1));
    expect(callsTo('PUT', '/users/:id/permissions')[0]?.body).toEqual({
      grants: [
        { module_id: 1, permission_id: 1 },
        { module_id: 1, permission_id: 2 },
      ],
    });
  });
});
