import { authApi } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { activateLanguage, rememberLanguage } from '../../../shared/i18n/i18n';
import { browserLanguage } from '../../../shared/i18n/languages';
import { translate } from '../../../shared/i18n/useT';
import { sessionQuery } from './sessionQuery';

/** Signs out on the server, then forgets everything cached for this user and shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async () => {
    // Leave the guarded screens first: clearing the cache while they are mounted would make the guard
    // redirect with `?next=` pointing at the page the user chose to leave.
    await navigate('/login', { replace: true });
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    // The login page speaks the browser's language, not the last user's.
    rememberLanguage(null);
    void activateLanguage(browserLanguage());
  };

  return useMutation({
    mutationFn: () => callApi(authApi.logout),
    onSuccess: finish,
    onError: async (error) => {
      // Already signed out on the server (expired session): the outcome the user wanted.
      if (hasErrorCode(error, 'UNAUTHENTICATED')) return finish();
      notifications.show({
        color: 'red',
        title: translate('userMenu.signOutFailed'),
        message: apiErrorReason(error, translate('common.tryAgain')),
      });
    },
  });
}
