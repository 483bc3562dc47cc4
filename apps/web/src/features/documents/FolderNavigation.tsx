import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';
import type { useFolderHistory } from './useFolderHistory';

/** Where the library is (the open folder's path from the root) and how to move from there. */
export interface FolderPosition {
  path: readonly { id: number; name: string }[];
  /** The open folder is in the shared Logistics tree: the path's second folder is Logistics. */
  shared?: boolean;
  history: ReturnType<typeof useFolderHistory>;
  up: () => void;
  open: (id: number) => void;
}

interface MoveButton {
  label: string;
  shortcut: string;
  icon: ReactNode;
  enabled: boolean;
  onClick: () => void;
}

/** Back, forward and up (Alt+Left, Alt+Right, Alt+Up), and the breadcrumb from the root to the folder. */
export function FolderNavigation({ at }: { at: FolderPosition }) {
  const t = useT();
  const { path, history, up, open, shared } = at;
  // The root ('Documents') and Logistics are the server's fixed names, worded here; the rest are the desk's.
  const worded = (i: number) => i === 0 || (shared === true && i === 1);
  const partName = (i: number, name: string) =>
    i === 0 ? t('folders.systemDocuments') : worded(i) ? t('folders.systemLogistics') : name;
  const moves: MoveButton[] = [
    {
      label: t('folders.back'),
      shortcut: 'Alt+Left',
      icon: <IconArrowLeft size={18} />,
      enabled: history.canBack,
      onClick: history.back,
    },
    {
      label: t('folders.forward'),
      shortcut: 'Alt+Right',
      icon: <IconArrowRight size={18} />,
      enabled: history.canForward,
      onClick: history.forward,
    },
    {
      label: t('folders.up'),
      shortcut: 'Alt+Up',
      icon: <IconArrowUp size={18} />,
      enabled: path.length > 1,
      onClick: up,
    },
  ];
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      {moves.map((move) => (
        <Tooltip
          key={move.label}
          label={t('folders.moveWithShortcut', { label: move.label, shortcut: move.shortcut })}
        >
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={move.label}
            disabled={!move.enabled}
            onClick={move.onClick}
          >
            {move.icon}
          </ActionIcon>
        </Tooltip>
      ))}
      <Breadcrumbs
        separatorMargin={6}
        aria-label={t('folders.path')}
        style={{ minWidth: 0, flexWrap: 'wrap' }}
      >
        {path.map((part, i) =>
          i === path.length - 1 ? (
            <Text
              key={part.id}
              fw={600}
              size="sm"
              aria-current="page"
              data-i18n-ignore={!worded(i) || undefined}
            >
              {partName(i, part.name)}
            </Text>
          ) : (
            <Anchor
              key={part.id}
              component="button"
              type="button"
              size="sm"
              onClick={() => open(part.id)}
              data-i18n-ignore={!worded(i) || undefined}
            >
              {partName(i, part.name)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Group>
  );
}
