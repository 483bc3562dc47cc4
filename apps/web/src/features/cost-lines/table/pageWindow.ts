/**
 * The page numbers to offer as buttons: at most `size` consecutive pages, centred on the current one where
 * possible (the bars offer up to 5 page buttons).
 */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, Math.max(total, 0));
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), Math.max(total - count + 1, 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
