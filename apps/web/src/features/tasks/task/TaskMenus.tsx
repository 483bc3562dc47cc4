import { TASK_VISIBILITIES, type TaskPriority, type TaskVisibility } from '@freight/domain';
import { IconFlag, IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TASK_PRIORITY_MESSAGES } from '../../../shared/i18n/domainLabels';
import type { MessageId } from '../../../shared/i18n/i18n';
import { type Translate, useT } from '../../../shared/i18n/useT';
import {
  PRIORITIES_URGENT_FIRST,
  PRIORITY_COLORS,
  VISIBILITY_HINT_MESSAGES,
  VISIBILITY_MESSAGES,
} from '../taskLabels';
import { type Choice, ChoiceMenu } from './ChoiceMenu';

interface TaskMenuProps<T extends string> {
  value: T;
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** What a task menu shows: its choices (in the reader's words), its name, and the badge's colour and icon. */
interface TaskMenuKind<T extends string> {
  choices: (t: Translate) => readonly Choice<T>[];
  label: MessageId;
  color: (value: T) => string;
  icon?: ReactNode;
}

function TaskMenu<T extends string>({
  kind,
  value,
  disabled,
  onChange,
}: TaskMenuProps<T> & { kind: TaskMenuKind<T> }) {
  const t = useT();
  return (
    <ChoiceMenu
      value={value}
      choices={kind.choices(t)}
      label={t(kind.label)}
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
  choices: (t) =>
    PRIORITIES_URGENT_FIRST.map((value) => ({ value, label: t(TASK_PRIORITY_MESSAGES[value]) })),
  label: 'tasks.priority',
  color: (value) => PRIORITY_COLORS[value],
  icon: <IconFlag size={12} />,
};

const VISIBILITY_MENU: TaskMenuKind<TaskVisibility> = {
  choices: (t) =>
    TASK_VISIBILITIES.map((value) => ({
      value,
      label: t(VISIBILITY_MESSAGES[value]),
      description: t(VISIBILITY_HINT_MESSAGES[value]),
      icon: VISIBILITY_ICONS[value],
    })),
  label: 'tasks.visibility',
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
