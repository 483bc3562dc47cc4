import { type TeamCreateInput, type TeamUpdateInput, teamsApi } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { translate } from '../../../shared/i18n/useT';
import { useReportTaskError } from '../TaskErrorContext';
import { useRefreshTeams } from './useRefreshTeams';

/**
 * POST, PUT and DELETE /teams. Teams and the task lists (team badges, who sees what) are read again after
 * each; a refusal shows in the red banner ('Failed to create team', ...).
 */
export function useTeamMutations() {
  const report = useReportTaskError();
  const refresh = useRefreshTeams();

  const create = useMutation({
    mutationFn: (body: TeamCreateInput) => callApi(teamsApi.create, { body }),
    onSuccess: refresh,
    onError: (error) => report(translate('teams.failedCreate'), error),
  });
  const update = useMutation({
    mutationFn: ({ id, changes, version }: { id: number; changes: TeamUpdateInput; version: number }) =>
      callApi(teamsApi.update, { params: { id }, body: changes, ifMatch: version }),
    onSettled: refresh,
    // A 412 is merged by the row's form (TeamRowEditor) rather than told in the banner.
    onError: (error) => {
      if (!hasErrorCode(error, 'PRECONDITION_FAILED')) report(translate('teams.failedUpdate'), error);
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(teamsApi.remove, { params: { id } }),
    onSuccess: refresh,
    onError: (error) => report(translate('teams.failedDelete'), error),
  });
  return { create, update, remove };
}
