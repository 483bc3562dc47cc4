import { Stack, type StackProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { AddPersonForm, type AddPersonFormProps } from './AddPersonForm';
import { FailureAlert } from './FailureAlert';
import { PersonLevel, PersonRow, RemovePersonButton } from './PersonRow';
import type { usePanelFailure } from './usePanelFailure';

interface Person {
  id: number;
  user: { name: string; email: string };
}

interface PeoplePanelProps<P extends Person, L extends string> {
  /** The panel's last refused change (`usePanelFailure`). */
  panel: ReturnType<typeof usePanelFailure>;
  /** Whether the user may add, change and remove people. */
  manage: boolean;
  /** The add form's fields; shown only to managers. The level labels are `levels.labels`. A level picked on a
   * row clears the last refusal first. */
  adder: Omit<AddPersonFormProps<L>, 'labels'>;
  /** A row above the people that is not one of them (a task's creator). */
  leading?: ReactNode;
  people: readonly P[];
  emptyText: string;
  rowTestId: string;
  /** The level menu of a row ('{levelLabel} of {name}'): its choices and width, and what a pick does. */
  levels: {
    of: (person: P) => L;
    labels: Readonly<Record<L, string>>;
    width: number;
    onChange: (person: P, level: L) => void;
  };
  /** Remove on each row (for managers). */
  removal: {
    tooltip: string;
    label: (person: P) => string;
    busy?: (person: P) => boolean;
    onRemove: (person: P) => void;
  };
  stack?: StackProps;
  /** After the list (a confirmation). */
  children?: ReactNode;
}

/**
 * People with a level on a task or a team (collaborators, members): the refusal banner, the add form for
 * managers, then one row per person with their level (a menu for managers) and Remove.
 */
export function PeoplePanel<P extends Person, L extends string>(props: PeoplePanelProps<P, L>) {
  const { panel, manage, adder, leading, people, emptyText, rowTestId, levels, removal } = props;
  const t = useT();
  return (
    <Stack {...props.stack}>
      <FailureAlert message={panel.failure} onClose={panel.clear} />
      {manage && <AddPersonForm {...adder} labels={levels.labels} />}
      <Stack gap={6}>
        {leading}
        {people.length === 0 && (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        )}
        {people.map((person) => (
          <PersonRow key={person.id} person={person.user} testId={rowTestId}>
            <PersonLevel
              manage={manage}
              value={levels.of(person)}
              labels={levels.labels}
              label={t('tasks.levelOf', { level: adder.levelLabel, name: person.user.name })}
              width={levels.width}
              onChange={(level) => {
                panel.clear();
                levels.onChange(person, level);
              }}
            />
            {manage && (
              <RemovePersonButton
                tooltip={removal.tooltip}
                label={removal.label(person)}
                loading={removal.busy?.(person)}
                onClick={() => removal.onRemove(person)}
              />
            )}
          </PersonRow>
        ))}
      </Stack>
      {props.children}
    </Stack>
  );
}
