import { type Team, type TeamAction, teamActionAllowed } from '@freight/domain';
import { usePermission } from '../../auth/session/usePermission';
import { useSession } from '../../auth/session/useSession';

/** What the signed-in user may do with a team (its owners and admins manage it; only owners delete it). */
export function useTeamAccess() {
  const session = useSession();
  const canEditTasks = usePermission('tasks', 'edit');
  const canDeleteTasks = usePermission('tasks', 'delete');
  const me = session.data?.user;
  return (team: Team, action: TeamAction): boolean => {
    if (!me) return false;
    if (!(action === 'delete' ? canDeleteTasks : canEditTasks)) return false;
    const role = team.members.find((member) => member.user_id === me.id)?.role ?? null;
    return teamActionAllowed(
      { isAdmin: me.role === 'admin', isCreator: team.created_by_user_id === me.id, role },
      action,
    );
  };
}
