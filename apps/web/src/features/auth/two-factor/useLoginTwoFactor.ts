import { accountSecurityApi, type LoginTwoFactor } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { useStartSession } from '../session/useStartSession';

/** The code step of sign-in: a TOTP code or a recovery code for the password step's challenge. */
export function useLoginTwoFactor() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (input: LoginTwoFactor) => callApi(accountSecurityApi.loginTwoFactor, { body: input }),
    onSuccess: () => startSession(),
  });
}
