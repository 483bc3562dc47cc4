import { type TeamCreateInput, teamCreateSchema } from '@freight/domain';
import { Paper, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormTextarea } from '../../../shared/forms/FormTextarea';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { TEAM_FIELD_LABELS } from './teamFieldLabels';

interface TeamFormProps {
  busy: boolean;
  /** A trimmed name (never blank) and description; a refusal is told by the page's banner. */
  onCreate: (team: TeamCreateInput) => Promise<unknown>;
  onCancel: () => void;
}

/** The new-team form: a name ('Team name is required') and a description. */
export function TeamForm({ busy, onCreate, onCancel }: TeamFormProps) {
  const t = useT();
  const form = useRecordForm({
    initial: { name: '', description: '' },
    labels: translateLabels(TEAM_FIELD_LABELS, t),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const team = form.validate(teamCreateSchema);
    if (!team) return;
    try {
      await onCreate(team);
      form.reset({ name: '', description: '' });
    } catch {
      // What was typed stays for another try.
    }
  }

  return (
    <Paper withBorder p="md" mb="md">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('teams.teamName')}
            // The asterisk only: the browser's own check would stop the form before it says what is missing.
            withAsterisk
            value={form.values.name}
            error={form.errors.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <FormTextarea form={form} field="description" label={t('teams.description')} />
          <FormFooter submitLabel={t('teams.createTeam')} busy={busy} onCancel={onCancel} />
        </Stack>
      </form>
    </Paper>
  );
}
