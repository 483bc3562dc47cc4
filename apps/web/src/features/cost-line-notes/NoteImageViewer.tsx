import { ActionIcon, Box, Group, Modal, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { clampZoom, KEY_ZOOM_STEP, keyZoom, wheelZoom } from './zoom';

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
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (image) {
      setZoom(1);
      setOffset({ x: 0, y: 0 });
    }
  }, [image]);

  // A wheel listener that may call preventDefault (React's onWheel is passive).
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((z) => wheelZoom(z, event.deltaY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = keyZoom(zoom, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setZoom(next);
    if (event.key === '0') setOffset({ x: 0, y: 0 });
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: offset.x, y: offset.y, startX: event.clientX, startY: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.x + event.clientX - start.startX, y: start.y + event.clientY - start.startY });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      fullScreen
      title={image?.name}
      styles={{ body: { padding: 0 }, title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      transitionProps={{ duration: 0 }}
    >
      <Box onKeyDown={onKeyDown}>
        <Group gap="xs" px="md" pb="xs">
          <Tooltip label="Zoom out (-)" withArrow>
            <ActionIcon
              variant="default"
              aria-label="Zoom out"
              onClick={() => setZoom((z) => clampZoom(z / KEY_ZOOM_STEP))}
            >
              <IconZoomOut size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={56} ta="center" aria-live="polite" data-testid="image-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label="Zoom in (+)" withArrow>
            <ActionIcon
              variant="default"
              aria-label="Zoom in"
              onClick={() => setZoom((z) => clampZoom(z * KEY_ZOOM_STEP))}
            >
              <IconZoomIn size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Reset (0)" withArrow>
            <ActionIcon
              variant="default"
              aria-label="Reset zoom"
              onClick={() => {
                setZoom(1);
                setOffset({ x: 0, y: 0 });
              }}
            >
              <IconZoomReset size={18} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            Scroll or press + and - to zoom, drag to move the picture.
          </Text>
        </Group>
        <Box
          ref={stage}
          // Focusable so that the zoom keys work without a click first.
          tabIndex={0}
          data-autofocus
          aria-label="Image, drag to move"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          style={{
            height: 'calc(100dvh - 120px)',
            overflow: 'hidden',
            background: 'var(--mantine-color-dark-7)',
            cursor: drag.current ? 'grabbing' : 'grab',
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
