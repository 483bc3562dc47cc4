/**
 * Brings the first field conflict on the page into view if it is not already, centred, and clear of the
 * sticky top bar and form footer (their room is the panel's CSS `scroll-margin`). `focus` also puts the
 * keyboard on its first choice, for the status's Show button.
 */
export function revealFirstConflict(focus = false): void {
  const panel = document.querySelector<HTMLElement>('[data-field-conflict]');
  if (!panel) return;
  const { top, bottom } = panel.getBoundingClientRect();
  const margin = getComputedStyle(panel);
  const clear =
    top >= Number.parseFloat(margin.scrollMarginTop || '0') &&
    bottom <= window.innerHeight - Number.parseFloat(margin.scrollMarginBottom || '0');
  if (focus || !clear) panel.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (focus) panel.querySelector<HTMLElement>('button, [tabindex]')?.focus({ preventScroll: true });
}
