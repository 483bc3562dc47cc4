import type { Team, TeamUpdateInput } from '@freight/domain';
import { Table } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { ResponsiveTable } from '../../../shared/ui/ResponsiveTable';
import { TableHeadRow } from '../../../shared/ui/TableHeadRow';
import { TeamRow } from './TeamRow';
import { useTeamAccess } from './useTeamAccess';

interface TeamsTableProps {
  teams: Team[];
  onSave: (team: Team, changes: TeamUpdateInput, version: number) => Promise<unknown>;
  onDelete: (team: Team) => void;
  onMembers: (team: Team) => void;
}

/** The teams: name, description, members, created, actions (rows become cards on a phone). */
export function TeamsTable({ teams, onSave, onDelete, onMembers }: TeamsTableProps) {
  const t = useT();
  const allowed = useTeamAccess();
  return (
    <ResponsiveTable minWidth={760} verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
      <TableHeadRow
        columns={[t('teams.name'), t('teams.description'), t('teams.members'), t('teams.created')]}
        actions="right"
      />
      <Table.Tbody>
        {teams.map((team) => (
          <TeamRow
            key={team.id}
            team={team}
            canEdit={allowed(team, 'edit')}
            canDelete={allowed(team, 'delete')}
            onSave={(changes, version) => onSave(team, changes, version)}
            onDelete={() => onDelete(team)}
            onMembers={() => onMembers(team)}
          />
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
