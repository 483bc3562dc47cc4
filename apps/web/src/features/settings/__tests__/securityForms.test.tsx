// @vitest-environment happy-dom
import { TWO_FACTOR_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import { NewRecoveryCodesModal } from '../security/NewRecoveryCodesModal';
import { TwoFactorDisableModal } from '../security/TwoFactorDisableModal';
import { TwoFactorSetupModal } from '../security/TwoFactorSetupModal';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const bodiesSentTo = (method: string, path: string) => sentTo(callApi, method, path).map((sent) => sent.body);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the two-factor forms, on the record-form toolkit', () => {
  it('Turn off asks for the password first, says a wrong one under the field, and closes when it is right', async () => {
    let attempts = 0;
    answer(callApi, {
      'POST /auth/two-factor/disable': () => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError(400, 'BAD_REQUEST', 'x', { password: 'Password is incorrect' });
        return { enabled: false };
      },
    });
    const onClose = vi.fn();
    renderScreen(<TwoFactorDisableModal opened onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(bodiesSentTo('POST', '/auth/two-factor/disable')).toEqual([]);
    type(/^Password/, 'contraseña-mala');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    type(/^Password/, 'contraseña-buena');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesSentTo('POST', '/auth/two-factor/disable')).toEqual([
      { password: 'contraseña-mala' },
      { password: 'contraseña-buena' },
    ]);
  });

  it('New recovery codes tells a failure that is not the password above the form', async () => {
    answer(callApi, {
      'POST /auth/two-factor/recovery-codes': () => {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
      },
    });
    renderScreen(<NewRecoveryCodesModal opened onClose={() => {}} />);
    type(/^Password/, 'secret-pass');
    fireEvent.click(await screen.findByRole('button', { name: 'Make new codes' }));
    await waitFor(() => expect(bodiesSentTo('POST', '/auth/two-factor/recovery-codes')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('Turn on checks the code’s format, then sends it and shows the recovery codes', async () => {
    answer(callApi, {
      'POST /auth/two-factor/setup': { secret: 'JBSWY3DPEHPK3PXP', qr_code: 'data:image/png;base64,AA==' },
      'POST /auth/two-factor/enable': { recovery_codes: ['abcde-23456', 'fghij-78923'] },
    });
    renderScreen(<TwoFactorSetupModal opened onClose={() => {}} />);
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    type('Authentication code', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    type('Authentication code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('abcde-23456')).toBeTruthy();
    expect(bodiesSentTo('POST', '/auth/two-factor/enable')).toEqual([{ code: '123456' }]);
  });

  it('says in German that the code was refused, and a wrong password under its field', async () => {
    speak('de', de);
    answer(callApi, {
      'POST /auth/two-factor/setup': { secret: 'JBSWY3DPEHPK3PXP', qr_code: 'data:image/png;base64,AA==' },
      'POST /auth/two-factor/enable': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', TWO_FACTOR_MESSAGES.invalidCode, {
          code: TWO_FACTOR_MESSAGES.invalidCode,
        });
      },
      'POST /auth/two-factor/disable': () => {
        throw new ApiError(400, 'BAD_REQUEST', 'x', { password: TWO_FACTOR_MESSAGES.passwordIncorrect });
      },
    });
    const { unmount } = renderScreen(<TwoFactorSetupModal opened onClose={() => {}} />);
    await screen.findByText('JBSW Y3DP EHPK 3PXP');
    type('Authentifizierungscode', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen und aktivieren' }));
    expect(
      await screen.findByText(
        'Dieser Code ist ungültig. Prüfen Sie Ihre Authenticator-App und versuchen Sie es erneut.',
      ),
    ).toBeTruthy();
    unmount();

    renderScreen(<TwoFactorDisableModal opened onClose={() => {}} />);
    type(/^Passwort/, 'contraseña-mala');
    fireEvent.click(await screen.findByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Das Passwort ist falsch')).toBeTruthy();
  });
});
