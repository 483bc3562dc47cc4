import { TASK_VISIBILITIES, type TaskVisibility } from '@freight/domain';
import { IconLock, IconUsers, IconWorld } from '@tabler/icons-react';
import { VISIBILITY_HINTS, VISIBILITY_LABELS } from '../taskLabels';
import { ChoiceMenu } from './ChoiceMenu';

const ICONS: Record<TaskVisibility, React.ReactNode> = {
  private: <IconLock size={12} />,
  collaborative: <IconUsers size={12} />,
  public: <IconWorld size={12} />,
};

const choices = TASK_VISIBILITIES.map((value) => ({
  value,
  label: VISIBILITY_LABELS[value],
  description: VISIBILITY_HINTS[value],
  icon: ICONS[value],
}));

/** Who sees the task (private, collaborative, public); only its owner may change it. */
export function VisibilityMenu({
  value,
  disabled,
  onChange,
}: {
  value: TaskVisibility;
  disabled?: boolean;
  onChange: (visibility: TaskVisibility) => void;
}) {
  return (
    <ChoiceMenu
      value={value}
      choices={choices}
      label="Visibility"
      color={value === 'private' ? 'gray' : value === 'collaborative' ? 'violet' : 'teal'}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
