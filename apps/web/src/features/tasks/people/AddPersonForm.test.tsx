// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/englishMessages';
import { callApi } from '../../../shared/api/apiClient';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { translate } from '../../../shared/i18n/useT';
import { answer, page } from '../../../test/mockApi';
import { TEAM_ROLE_MESSAGES, translatedLabels } from '../taskLabels';
import { AddPersonForm } from './AddPersonForm';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

function renderForm(onAdd: (userId: number, role: string) => Promise<unknown>) {
  answer(callApi, {
    'GET /task_users': page([
      { id: 31, name: 'Amira Haddad', email: 'amira@example.ae' },
      { id: 32, name: 'José Núñez', email: 'jose@example.es' },
    ]),
  });
  renderWithProviders(
    <AddPersonForm
      userLabel="Add member"
      levelLabel="Role"
      labels={translatedLabels(TEAM_ROLE_MESSAGES, translate)}
      initialLevel="member"
      levelWidth={120}
      excludeIds={[]}
      busy={false}
      onAdd={onAdd}
    />,
  );
}

describe('the add-a-person form (collaborators, team members)', () => {
  it('says a user must be picked and adds nobody without one', async () => {
    const onAdd = vi.fn(async () => ({}));
    renderForm(onAdd);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select a user')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the picked user with the level shown', async () => {
    const onAdd = vi.fn(async () => ({}));
    renderForm(onAdd);
    const search = screen
      .getAllByLabelText('Add member')
      .find((element) => element.tagName === 'INPUT') as HTMLElement;
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'Jos' } });
    fireEvent.click(await screen.findByText(/José Núñez/, {}, { timeout: 3000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(32, 'member'));
  });
});
