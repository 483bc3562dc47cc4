import { pseudoLocalize } from '../../apps/web/src/shared/i18n/pseudoLocalize';
import { message } from './catalogs';

/**
 * A message as the pseudo language shows it, made from the English catalog by the app's own pseudo-localizer,
 * so the pseudo-locale run finds a button or a dialog by its message id instead of by accented text written
 * by hand. Fills simple `{name}` placeholders (left as they are by the pseudo-localizer), as `message` does.
 */
export function pseudoMessage(id: string, values: Record<string, string | number> = {}): string {
  return pseudoLocalize(message('en', id)).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
