import type { LoginRequest } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { signInEndpoints } from '../session/signInEndpoints';
import { useStartSession } from '../session/useStartSession';

/**
 * The password step of sign-in. It either signs in (then the full session is loaded) or, for an account with
 * two-factor sign-in, answers a challenge for the code step and starts no session.
 */
export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => callApi(signInEndpoints.login, { body: credentials }),
    onSuccess: async (result) => {
      if ('user' in result) await startSession();
    },
  });
}
