import type { MouseEvent } from 'react';
import { useT } from '../../shared/i18n/useT';
import classes from './AppShell.module.css';

/** The id of the shell's main region, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus moves by hand: following '#main-content' would add a history entry and put the hash in the address.
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/**
 * The first stop of the Tab key on every signed-in screen: it jumps over the sidebar and the top bar (about
 * sixteen stops) to the page itself. Hidden until focused.
 */
export function SkipToMainLink() {
  const t = useT();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToMain}>
      {t('nav.skipToMain')}
    </a>
  );
}
