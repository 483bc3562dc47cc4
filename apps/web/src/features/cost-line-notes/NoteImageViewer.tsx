import { ActionIcon, Box, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/useT';
import { useZoomAndPan } from './useZoomAndPan';

export interface ViewedNoteImage {
  url: string;
  name: string;
}

interface NoteImageViewerProps {
  image: ViewedNoteImage | null;
  onClose: () => void;
}

/** A note's image over everything: zoom 0.1 to 5 (buttons, + - 0 keys, the wheel) and drag to pan. */
export function NoteImageViewer({ image, onClose }: NoteImageViewerProps) {
  const t = useT();
  const view = useZoomAndPan(image);
  const { zoom, offset } = view;

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      fullScreen
      title={image?.name}
      styles={{ body: { padding: 0 }, title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      transitionProps={{ duration: 0 }}
    >
      <Box onKeyDown={view.onKeyDown}>
        <Group gap="xs" px="md" pb="xs">
          <ZoomButton
            label={t('costLineNotes.zoomOut')}
            hint={t('costLineNotes.zoomOutHint')}
            icon={<IconZoomOut size={18} />}
            onClick={view.zoomOut}
          />
          <Text size="sm" w={56} ta="center" aria-live="polite" data-testid="image-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <ZoomButton
            label={t('costLineNotes.zoomIn')}
            hint={t('costLineNotes.zoomInHint')}
            icon={<IconZoomIn size={18} />}
            onClick={view.zoomIn}
          />
          <ZoomButton
            label={t('costLineNotes.resetZoom')}
            hint={t('costLineNotes.resetZoomHint')}
            icon={<IconZoomReset size={18} />}
            onClick={view.reset}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('costLineNotes.zoomHelp')}
          </Text>
        </Group>
        <Box
          ref={view.stageRef}
          // Focusable so that the zoom keys work without a click first.
          tabIndex={0}
          data-autofocus
          aria-label={t('costLineNotes.imageStage')}
          {...view.stageHandlers}
          style={{
            height: 'calc(100dvh - 120px)',
            overflow: 'hidden',
            background: 'var(--mantine-color-dark-7)',
            cursor: view.dragging ? 'grabbing' : 'grab',
            touchAction: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {image && (
            <img
              src={image.url}
              alt={image.name}
              draggable={false}
              data-testid="zoomed-image"
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})`,
                transformOrigin: 'center',
                userSelect: 'none',
              }}
            />
          )}
        </Box>
      </Box>
    </Modal>
  );
}

function ZoomButton(props: { label: string; hint: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip label={props.hint} withArrow>
      <ActionIcon variant="default" aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}
