import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface ChoiceMenuProps<T extends string> {
  value: T;
  choices: readonly Choice<T>[];
  /** The button's accessible name, e.g. 'Priority' (read with the current choice: 'Priority: High'). */
  label: string;
  color: string;
  icon?: ReactNode;
  /** Read-only: the badge shows, without the menu. */
  disabled?: boolean;
  onChange: (value: T) => void;
}

/**
 * A compact badge that opens a menu of choices: the priority and visibility controls of cards and subtask
 * rows. Arrow keys move through the menu, Enter picks, Escape closes.
 */
export function ChoiceMenu<T extends string>({
  value,
  choices,
  label,
  color,
  icon,
  disabled,
  onChange,
}: ChoiceMenuProps<T>) {
  const t = useT();
  const current = choices.find((choice) => choice.value === value);
  const named = t('tasks.namedValue', { label, value: current?.label ?? value });
  const badge = (
    <Badge
      component="span"
      color={color}
      variant="light"
      leftSection={icon ?? current?.icon}
      rightSection={disabled ? undefined : <IconChevronDown size={12} />}
      style={{ textTransform: 'none', cursor: disabled ? 'default' : 'pointer' }}
    >
      {current?.label ?? value}
    </Badge>
  );
  if (disabled) {
    return (
      <span role="img" aria-label={named}>
        {badge}
      </span>
    );
  }
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={named} style={{ borderRadius: 999, lineHeight: 0 }}>
          {badge}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.value}
            leftSection={choice.icon}
            rightSection={choice.value === value ? <IconCheck size={14} /> : undefined}
            onClick={() => choice.value !== value && onChange(choice.value)}
          >
            {choice.label}
            {choice.description && (
              <div style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
                {choice.description}
              </div>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
