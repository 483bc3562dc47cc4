/** How much of a comment the activity feed shows, so one long comment does not fill the feed. */
const COMMENT_PREVIEW_LENGTH = 100;

/** The first 100 characters of a comment, as the activity feed shows it (whole characters, not halves). */
export function commentPreview(text: string): string {
  return Array.from(text).slice(0, COMMENT_PREVIEW_LENGTH).join('');
}

/** A task is overdue when the date part of its deadline (in the viewer's time zone) is before today. */
export function isTaskOverdue(deadline: string | null, now: Date = new Date()): boolean {
  if (!deadline) return false;
  const due = new Date(deadline);
  if (Number.isNaN(due.getTime())) return false;
  const dueDay = new Date(due.getFullYear(), due.getMonth(), due.getDate()).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return dueDay < today;
}
