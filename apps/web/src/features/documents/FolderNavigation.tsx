import { ActionIcon, Anchor, Breadcrumbs, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';

interface FolderNavigationProps {
  path: readonly { id: number; name: string }[];
  canBack: boolean;
  canForward: boolean;
  onBack: () => void;
  onForward: () => void;
  onUp: () => void;
  onOpen: (id: number) => void;
}

/** Back, forward and up (Alt+Left, Alt+Right, Alt+Up), and the breadcrumb from the root to the folder. */
export function FolderNavigation({
  path,
  canBack,
  canForward,
  onBack,
  onForward,
  onUp,
  onOpen,
}: FolderNavigationProps) {
  const canUp = path.length > 1;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Tooltip label="Back (Alt+Left)">
        <ActionIcon variant="default" size="lg" aria-label="Back" disabled={!canBack} onClick={onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Forward (Alt+Right)">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Forward"
          disabled={!canForward}
          onClick={onForward}
        >
          <IconArrowRight size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Up (Alt+Up)">
        <ActionIcon variant="default" size="lg" aria-label="Up" disabled={!canUp} onClick={onUp}>
          <IconArrowUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Breadcrumbs separatorMargin={6} aria-label="Folder path" style={{ minWidth: 0, flexWrap: 'wrap' }}>
        {path.map((part, i) =>
          i === path.length - 1 ? (
            <Text key={part.id} fw={600} size="sm" aria-current="page">
              {part.name}
            </Text>
          ) : (
            <Anchor key={part.id} component="button" type="button" size="sm" onClick={() => onOpen(part.id)}>
              {part.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Group>
  );
}
