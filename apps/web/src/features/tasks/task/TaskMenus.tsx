import { TASK_VISIBILITIES, type TaskPriority, type TaskVisibility } from '@freight/domain';
import { IconFlag, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  PRIORITIES_URGENT_FIRST,
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  VISIBILITY_HINTS,
  VISIBILITY_LABELS,
} from '../taskLabels';
import { type Choice, ChoiceMenu } from './ChoiceMenu';

interface TaskMenuProps<T extends string> {
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** What a task menu shows: its choices, its name, and the badge's colour and icon for the current value. */
interface TaskMenuKind<T extends string> {
  choices: readonly Choice<T>[];
  label: string;
  color: (value: T) => string;
  icon?: ReactNode;
}

function TaskMenu<T extends string>({
  kind,
  value,
  disabled,
  onChange,
}: TaskMenuProps<T> & { kind: TaskMenuKind<T> }) {
  return (
    <ChoiceMenu
      value={value}
      choices={kind.choices}
      label={kind.label}
      color={kind.color(value)}
      icon={kind.icon}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

const VISIBILITY_ICONS: Record<TaskVisibility, ReactNode> = {
  private: <IconLock size={12} />,
  collaborative: <IconUsers size={12} />,
  public: <IconWorld size={12} />,
};
const VISIBILITY_COLORS: Record<TaskVisibility, string> = {
  private: 'gray',
  collaborative: 'violet',
  public: 'teal',
};

const PRIORITY_MENU: TaskMenuKind<TaskPriority> = {
  choices: PRIORITIES_URGENT_FIRST.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
  label: 'Priority',
  color: (value) => PRIORITY_COLORS[value],
  icon: <IconFlag size={12} />,
};

const VISIBILITY_MENU: TaskMenuKind<TaskVisibility> = {
  choices: TASK_VISIBILITIES.map((value) => ({
    value,
    label: VISIBILITY_LABELS[value],
    description: VISIBILITY_HINTS[value],
    icon: VISIBILITY_ICONS[value],
  })),
  label: 'Visibility',
  color: (value) => VISIBILITY_COLORS[value],
};

/** The priority selector of a task card or subtask row. */
export function PriorityMenu(props: TaskMenuProps<TaskPriority>) {
  return <TaskMenu kind={PRIORITY_MENU} {...props} />;
}

/** Who sees the task (private, collaborative, public); only its owner may change it. */
export function VisibilityMenu(props: TaskMenuProps<TaskVisibility>) {
  return <TaskMenu kind={VISIBILITY_MENU} {...props} />;
}
