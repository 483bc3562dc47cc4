import { Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import classes from './FieldConflict.module.css';

export interface FieldConflictProps {
  /** The field's label, as the form shows it. */
  label: string;
  /** The user's unsaved value and the colleague's stored one, as text ('' when empty). */
  mine: string;
  theirs: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

function ConflictValue({ title, value }: { title: string; value: string }) {
  const t = useT();
  return (
    <Paper radius="sm" p="xs" className={classes.value} role="group" aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
        {title}
      </Text>
      {value ? (
        <Text size="sm" className={classes.text}>
          {value}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('common.conflictEmpty')}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Under a field that the user and a colleague both changed: both values side by side (stacked when narrow)
 * and the choice between them. Autosave is paused until every such field is settled.
 */
export function FieldConflict({ label, mine, theirs, onKeepMine, onTakeTheirs }: FieldConflictProps) {
  const t = useT();
  return (
    <Paper
      role="alert"
      aria-label={t('common.conflictChanged', { field: label })}
      data-field-conflict
      radius="md"
      p="sm"
      mt={8}
      className={classes.root}
    >
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconArrowsDiff size={18} className={classes.icon} aria-hidden />
        <Text size="sm" fw={600} lh={1.35}>
          {t('common.conflictQuestion', { field: label })}
        </Text>
      </Group>
      <Box className={classes.values}>
        <SimpleGrid type="container" cols={{ base: 1, '380px': 2 }} spacing="xs" mt="xs">
          <ConflictValue title={t('common.conflictMine')} value={mine} />
          <ConflictValue title={t('common.conflictTheirs')} value={theirs} />
        </SimpleGrid>
      </Box>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          {t('common.conflictTakeTheirs')}
        </Button>
        <Button size="xs" color="orange" onClick={onKeepMine}>
          {t('common.conflictKeepMine')}
        </Button>
      </Group>
    </Paper>
  );
}

/** For a Mantine input's `inputContainer`: the input with the conflict right under it, above any error. */
export function conflictContainer(conflict: FieldConflictProps | undefined) {
  if (!conflict) return undefined;
  return (input: ReactNode) => (
    <>
      {input}
      <FieldConflict {...conflict} />
    </>
  );
}
