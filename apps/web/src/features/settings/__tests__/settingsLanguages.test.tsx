// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import ja from '../../../shared/i18n/catalogs/ja.json';
import { i18n } from '../../../shared/i18n/i18n';
import { resetAfterEach } from '../../../test/apiCalls';
import { answer, page } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import { AuditTab } from '../audit/AuditTab';
import { PermissionMatrix } from '../permissions/PermissionMatrix';
import { AccountSecurityPanels } from '../security/AccountSecurityPanels';
import { DeleteUserModal } from '../users/DeleteUserModal';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

// The server names modules and actions in English; the matrix reads them by key.
const modules = [
  { id: 2, name: 'quotations', display_name: 'Quotations' },
  { id: 10, name: 'invoices', display_name: 'Invoices' },
  { id: 11, name: 'warehouse', display_name: 'Warehouse' },
];
const permissions = [
  { id: 1, name: 'view', display_name: 'View' },
  { id: 5, name: 'approve', display_name: 'Approve' },
];

describe("the Settings tabs in the reader's language", () => {
  it('the permission matrix names modules and actions by key in German, and a module it does not know as the server does', () => {
    speak('de', de);
    renderScreen(
      <PermissionMatrix
        modules={modules}
        permissions={permissions}
        checked={new Set()}
        disabled={false}
        onToggle={() => {}}
      />,
    );
    expect(screen.getByRole('table', { name: 'Berechtigungen' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Freigeben' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rechnungen: Freigeben' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Angebote: Ansehen' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Warehouse' })).toBeTruthy();
  });

  it("the audit log words each action by its key in Japanese, keeping the server's words for one it does not know", async () => {
    speak('ja', ja);
    answer(callApi, {
      'GET /users': page([]),
      'GET /audit_log': page([
        {
          id: 1,
          action: 'auth.login',
          action_label: 'Signed in',
          created_at: '2026-05-01T08:00:00Z',
          details: {},
        },
        {
          id: 2,
          action: 'cargo.weighed',
          action_label: 'Cargo weighed',
          created_at: '2026-05-01T09:00:00Z',
          details: {},
        },
      ]),
    });
    renderScreen(<AuditTab />);
    const [signedIn, unknown] = await screen.findAllByTestId('audit-row');
    expect(within(signedIn!).getByText('サインイン')).toBeTruthy();
    expect(within(unknown!).getByText('Cargo weighed')).toBeTruthy();
    expect(screen.queryByText('Signed in')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
  });

  it('the security panels and the sessions count read in German', async () => {
    speak('de', de);
    answer(callApi, {
      'GET /auth/two-factor': { enabled: false },
      'GET /auth/sessions': page([]),
    });
    renderScreen(<AccountSecurityPanels />);
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeTruthy();
    expect(await screen.findByText('Zwei-Faktor-Authentifizierung')).toBeTruthy();
    expect(screen.getByText('Sitzungen verwalten')).toBeTruthy();
    expect(i18n._('security.signedOutOthers', { count: 0 })).toBe(
      'Es gab keine anderen Sitzungen zum Abmelden.',
    );
    expect(i18n._('security.signedOutOthers', { count: 1 })).toBe('1 andere Sitzung abgemeldet.');
    expect(i18n._('security.signedOutOthers', { count: 3 })).toBe('3 andere Sitzungen abgemeldet.');
  });

  it('Delete User keeps the name in bold inside the German sentence', () => {
    speak('de', de);
    renderScreen(
      <DeleteUserModal
        user={{ id: 4, first_name: 'Jürgen', last_name: 'Weiß', email: 'jw@example.de' } as never}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Benutzer löschen' });
    const name = within(dialog).getByText('Jürgen Weiß');
    expect(name.parentElement?.textContent).toBe('Möchten Sie Jürgen Weiß wirklich löschen? Dies wird:');
    fireEvent.keyDown(dialog, { key: 'Escape' });
  });
});
