import type { ShipmentMilestone } from '@freight/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { milestoneLabel } from './milestoneLabels';
import { useShipmentChange } from './useShipmentChange';

/** Now as a `datetime-local` value, in the browser's own time zone. */
function nowLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Records when a milestone happened, in place on the timeline: the time (now unless changed) and Save. */
export function MilestoneActualForm({
  milestone,
  onDone,
}: {
  milestone: ShipmentMilestone;
  onDone: () => void;
}) {
  const t = useT();
  const change = useShipmentChange();
  const [value, setValue] = useState(nowLocal);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const when = new Date(value);
    if (!value || Number.isNaN(when.getTime())) {
      setError(t('milestones.whenRequired'));
      return;
    }
    change.mutate(
      {
        kind: 'milestone',
        id: milestone.id,
        version: milestone.version,
        changes: { actual_at: when.toISOString() },
      },
      {
        onSuccess: onDone,
        onError: (failure) => setError(apiErrorMessage(failure, t('milestones.saveFailed'))),
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('milestones.setActualOf', { milestone: milestoneLabel(t, milestone.label) })}
    >
      <Group align="flex-end" gap="xs" mt={4} wrap="wrap">
        <TextInput
          type="datetime-local"
          label={t('milestones.actualTime')}
          size="xs"
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" size="xs" loading={change.isPending}>
          {t('milestones.save')}
        </Button>
        <Button variant="default" size="xs" onClick={onDone} disabled={change.isPending}>
          {t('milestones.cancel')}
        </Button>
      </Group>
      {error && !value && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </form>
  );
}
