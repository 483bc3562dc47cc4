/** Whether the panel is on screen and clear of the sticky top bar and form footer (its CSS `scroll-margin`). */
function inClearView(panel: HTMLElement): boolean {
  const { top, bottom } = panel.getBoundingClientRect();
  const margin = getComputedStyle(panel);
  return (
    top >= Number.parseFloat(margin.scrollMarginTop || '0') &&
    bottom <= window.innerHeight - Number.parseFloat(margin.scrollMarginBottom || '0')
  );
}

/**
 * Makes sure the user sees a field conflict: when none is in clear view, the first on the page is scrolled
 * to the middle of the screen. `focus` (the status's Show button) always brings the first one and puts the
 * keyboard on its first choice.
 */
export function revealFirstConflict(focus = false): void {
  const panels = [...document.querySelectorAll<HTMLElement>('[data-field-conflict]')];
  const first = panels[0];
  if (!first) return;
  if (focus || !panels.some(inClearView)) first.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (focus) first.querySelector<HTMLElement>('button, [tabindex]')?.focus({ preventScroll: true });
}
