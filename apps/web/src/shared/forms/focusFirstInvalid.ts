/** Moves focus to the first field marked invalid, which also scrolls it into view in a long dialog. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has rendered the error state.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
