import { type Team, type TeamUpdateInput, teamsApi, teamUpdateSchema } from '@freight/domain';
import { Button, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { FormConflicts } from '../../../shared/forms/FormConflicts';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { cardCell } from '../../../shared/ui/cardCell';
import { TEAM_FIELD_LABELS } from './teamFieldLabels';

type TeamValues = { name: string; description: string; is_active: boolean };

const teamValues = (team: Team): TeamValues => ({
  name: team.name,
  description: team.description,
  is_active: team.is_active,
});

interface TeamRowEditorProps {
  team: Team;
  /** PUT /teams/{id} with only the changed fields; a refusal other than a 412 is told by the page's banner. */
  onSave: (changes: TeamUpdateInput, version: number) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A team's row as its form (name, description, active). Enter saves and Escape cancels; a save refused
 * because a colleague saved first keeps their changes where the user did not touch a field and asks where
 * both did.
 */
export function TeamRowEditor({ team, onSave, onClose }: TeamRowEditorProps) {
  const t = useT();
  const format = useDateFormat();
  const form = useRecordForm({
    initial: () => teamValues(team),
    version: team.version,
    stale: {
      labels: translateLabels(TEAM_FIELD_LABELS, t),
      load: reloadRecord(() => callApi(teamsApi.get, { params: { id: team.id } }), teamValues),
      formatValue: (field, value) =>
        field === 'is_active' ? t(value ? 'teams.active' : 'teams.inactive') : String(value),
    },
  });

  async function save() {
    if (form.blockedByConflict()) return;
    const parsed = form.validate(teamUpdateSchema);
    if (!parsed) return;
    const changes = Object.fromEntries(form.dirtyFields.map((field) => [field, parsed[field]]));
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await onSave(changes, form.version ?? team.version);
      onClose();
    } catch (error) {
      await form.fail(error, t('teams.failedUpdate'));
    }
  }
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void save();
    if (event.key === 'Escape') onClose();
  };
  const text = (field: 'name' | 'description', label: string) => (
    <TextInput
      aria-label={label}
      value={form.values[field]}
      error={form.errors[field]}
      size="xs"
      autoFocus={field === 'name'}
      inputContainer={conflictContainer(form.conflictAt(field))}
      onChange={(event) => form.setField(field, event.currentTarget.value)}
      onKeyDown={keys}
    />
  );

  return (
    <Table.Tr>
      <Table.Td {...cardCell.title}>{text('name', t('teams.teamName'))}</Table.Td>
      <Table.Td {...cardCell.field(t('teams.description'))}>
        {text('description', t('teams.teamDescription'))}
      </Table.Td>
      <Table.Td {...cardCell.field(t('teams.members'))}>
        <Stack gap={4}>
          <Switch
            label={t('teams.active')}
            size="xs"
            checked={form.values.is_active}
            onChange={(event) => form.setField('is_active', event.currentTarget.checked)}
          />
          <FormConflicts fields={['is_active']} conflictAt={form.conflictAt} />
        </Stack>
      </Table.Td>
      <Table.Td {...cardCell.field(t('teams.created'))}>
        <Text size="sm">{format.day(team.created_at)}</Text>
      </Table.Td>
      <Table.Td {...cardCell.aside}>
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t('tasks.cancel')}
          </Button>
          <Button size="compact-sm" onClick={() => void save()}>
            {t('teams.save')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
