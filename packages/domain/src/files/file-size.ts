const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as the screens show it (Bytes, KB, MB, GB, TB, base 1024): 0 → '0 Bytes', 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  return `${value} ${UNITS[unit]}`;
}
