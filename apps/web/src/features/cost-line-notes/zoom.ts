/** Image viewer zoom: 0.1 to 5, keys by 1.5, the wheel by 0.9 (down) and 1.1 (up). */
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 5;
export const KEY_ZOOM_STEP = 1.5;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The zoom after one wheel notch: down (positive deltaY) shrinks by 0.9, up grows by 1.1. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * (deltaY > 0 ? 0.9 : 1.1));
}

/** The zoom after a key: + or = zooms in by 1.5, - zooms out by 1.5, 0 resets; other keys change nothing. */
export function keyZoom(zoom: number, key: string): number | undefined {
  if (key === '+' || key === '=') return clampZoom(zoom * KEY_ZOOM_STEP);
  if (key === '-' || key === '_') return clampZoom(zoom / KEY_ZOOM_STEP);
  if (key === '0') return 1;
  return undefined;
}
