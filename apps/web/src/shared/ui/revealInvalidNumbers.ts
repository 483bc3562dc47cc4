/**
 * A form's save check for its NumberFields: shows the message under every field whose text is not an
 * acceptable number, moves focus to the first, and answers whether the form may be saved. Fields that are
 * disabled or merely blank do not count (what is required is the form's own rule).
 */
export function revealInvalidNumbers(form: HTMLFormElement): boolean {
  const fields = [...form.querySelectorAll<HTMLInputElement>('input[data-number-field]')];
  const invalid = fields.filter((input) => !input.disabled && input.validity.customError);
  // checkValidity() fires 'invalid' on each field, which makes it show its message.
  for (const input of invalid) input.checkValidity();
  invalid[0]?.focus();
  return invalid.length === 0;
}
