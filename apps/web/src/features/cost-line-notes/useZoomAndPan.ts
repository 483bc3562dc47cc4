import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { clampZoom, KEY_ZOOM_STEP, keyZoom, wheelZoom } from './zoom';

const CENTRED = { x: 0, y: 0 };

/**
 * A picture's zoom (wheel, + - 0 keys, buttons) and pan (drag), back to 100 % and centred whenever `subject`
 * changes. Spread `stageHandlers` on the element the picture sits in and give it `stageRef`.
 */
export function useZoomAndPan(subject: unknown) {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState(CENTRED);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new subject is what resets the view.
  useEffect(() => {
    if (subject) reset();
  }, [subject]);

  // A wheel listener that may call preventDefault (React's onWheel is passive).
  useEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((z) => wheelZoom(z, event.deltaY));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  function reset() {
    setZoom(1);
    setOffset(CENTRED);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyZoom(zoom, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setZoom(next);
    if (event.key === '0') setOffset(CENTRED);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const stageHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: offset.x, y: offset.y, startX: event.clientX, startY: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const start = drag.current;
      if (!start) return;
      setOffset({ x: start.x + event.clientX - start.startX, y: start.y + event.clientY - start.startY });
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
  };

  return {
    zoom,
    offset,
    dragging: drag.current !== null,
    zoomOut: () => setZoom((z) => clampZoom(z / KEY_ZOOM_STEP)),
    zoomIn: () => setZoom((z) => clampZoom(z * KEY_ZOOM_STEP)),
    reset,
    onKeyDown,
    stageRef,
    stageHandlers,
  };
}
