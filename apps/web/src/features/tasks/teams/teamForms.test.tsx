// @vitest-environment happy-dom
import type { Team } from '@freight/domain';
import { Table } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/englishMessages';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { answer } from '../../../test/mockApi';
import { TeamForm } from './TeamForm';
import { TeamRowEditor } from './TeamRowEditor';
import '../../../test/englishMessages';

// Mantine's autosizing Textarea listens for web fonts, which happy-dom does not have.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const team: Team = {
  id: 4,
  name: 'Logística Sevilla',
  description: 'Aduanas y despacho',
  is_active: true,
  created_by_user_id: 1,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
  version: 2,
  member_count: 0,
  members: [],
} as unknown as Team;

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const typeInto = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('the new-team form', () => {
  it('says the name is required and sends nothing without it', async () => {
    const onCreate = vi.fn(async () => ({}));
    renderWithProviders(<TeamForm busy={false} onCreate={onCreate} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team name is required')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and description, then starts blank again', async () => {
    const onCreate = vi.fn(async () => ({}));
    renderWithProviders(<TeamForm busy={false} onCreate={onCreate} onCancel={() => {}} />);
    typeInto('Team name', '  فريق الشحن  ');
    typeInto('Description', 'Dubai hub');
    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'فريق الشحن', description: 'Dubai hub' }),
    );
    await waitFor(() => expect(input('Team name').value).toBe(''));
  });
});

function renderEditor(onSave: (changes: unknown, version: number) => Promise<unknown>, onClose = vi.fn()) {
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <TeamRowEditor team={team} onSave={onSave} onClose={onClose} />
      </Table.Tbody>
    </Table>,
  );
  return onClose;
}

describe("a team's row form", () => {
  it('says the name is required when it is cleared', async () => {
    answer(callApi, {});
    const onSave = vi.fn(async () => ({}));
    renderEditor(onSave);
    typeInto('Team name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team name is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends only the changed fields with the version it was loaded with', async () => {
    answer(callApi, {});
    const onSave = vi.fn(async () => ({}));
    const onClose = renderEditor(onSave);
    typeInto('Team description', 'Aduanas, despacho y almacén');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ description: 'Aduanas, despacho y almacén' }, 2),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("after a 412 keeps the colleague's change, asks where both changed, and saves on their version", async () => {
    answer(callApi, {
      'GET /teams/:id': { ...team, name: 'Logística Andalucía', description: 'Solo aduanas', version: 5 },
    });
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch'))
      .mockResolvedValue({});
    renderEditor(onSave);
    typeInto('Team description', 'Aduanas y transporte');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: /Take theirs/ });
    expect(input('Team name').value).toBe('Logística Andalucía');
    expect(screen.getByText('Solo aduanas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Keep mine/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ description: 'Aduanas y transporte' }, 5));
  });
});
