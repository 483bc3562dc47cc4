import { accountSecurityApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';

/** A new pending secret with its QR code; two-factor sign-in is not on until a code confirms it. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => callApi(accountSecurityApi.twoFactorSetup) });
}
