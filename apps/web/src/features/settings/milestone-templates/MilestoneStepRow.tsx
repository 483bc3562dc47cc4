import { LEG_ANCHORS, LEG_TIME_LABELS, LEG_TIMES, type MilestoneTemplateStep } from '@freight/domain';
import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { type Translate, useT } from '../../../shared/i18n/useT';
import { LEG_MESSAGES, MOVES_TO_MESSAGES } from './milestoneMessages';

const followsOptions = (t: Translate) =>
  LEG_ANCHORS.flatMap((leg) =>
    LEG_TIMES.map((time) => ({
      value: `${leg}.${time}`,
      label: t('milestoneTemplates.followsOption', {
        leg: t(LEG_MESSAGES[leg]),
        time: LEG_TIME_LABELS[time],
      }),
    })),
  );
const movesToOptions = (t: Translate) =>
  (['InTransit', 'Arrived', 'Delivered', 'Closed'] as const).map((status) => ({
    value: status,
    label: t(MOVES_TO_MESSAGES[status]),
  }));

export interface MilestoneStepRowProps {
  step: MilestoneTemplateStep;
  index: number;
  count: number;
  /** The message under each field, by field name ('key', 'label', ...). */
  errorOf: (field: string) => string | undefined;
  onChange: (step: MilestoneTemplateStep) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One step of a template: code, name, the leg time it follows with its offset, the status it moves to. */
export function MilestoneStepRow({
  step,
  index,
  count,
  errorOf,
  onChange,
  onMove,
  onRemove,
}: MilestoneStepRowProps) {
  const t = useT();
  const n = index + 1;
  const follows = step.planned_from ? `${step.planned_from.leg}.${step.planned_from.time}` : null;
  return (
    <Group align="flex-start" gap="xs" wrap="wrap" data-testid={`milestone-step-${n}`}>
      <TextInput
        label={t('milestoneTemplates.code', { n })}
        w={150}
        value={step.key}
        error={errorOf('key')}
        onChange={(e) => onChange({ ...step, key: e.currentTarget.value })}
      />
      <TextInput
        label={t('milestoneTemplates.name', { n })}
        w={220}
        value={step.label}
        error={errorOf('label')}
        onChange={(e) => onChange({ ...step, label: e.currentTarget.value })}
      />
      <Select
        label={t('milestoneTemplates.follows', { n })}
        w={190}
        clearable
        placeholder={t('milestoneTemplates.plannedByHand')}
        data={followsOptions(t)}
        value={follows}
        error={errorOf('planned_from.time') ?? errorOf('planned_from.leg')}
        onChange={(value) => {
          const [leg, time] = (value ?? '').split('.') as [never, never];
          onChange({ ...step, planned_from: value ? { leg, time } : undefined });
        }}
      />
      <NumberInput
        label={t('milestoneTemplates.offsetHours', { n })}
        w={130}
        value={step.offset_hours ?? 0}
        error={errorOf('offset_hours')}
        onChange={(value) => onChange({ ...step, offset_hours: typeof value === 'number' ? value : 0 })}
      />
      <Select
        label={t('milestoneTemplates.movesTo', { n })}
        w={150}
        clearable
        placeholder={t('milestoneTemplates.noStatus')}
        data={movesToOptions(t)}
        value={step.moves_to ?? null}
        error={errorOf('moves_to')}
        onChange={(value) =>
          onChange({ ...step, moves_to: (value as MilestoneTemplateStep['moves_to']) ?? undefined })
        }
      />
      <Group gap={4} mt={24} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('milestoneTemplates.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('milestoneTemplates.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('milestoneTemplates.remove', { n })}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
