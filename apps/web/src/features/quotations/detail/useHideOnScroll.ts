import { useEffect, useState } from 'react';

/** Scroll movements smaller than this are ignored, so trackpad jitter does not flicker the header. */
const MIN_DELTA = 4;

/**
 * Whether a sticky header should step aside: hidden while the page scrolls down, shown again as soon as it
 * scrolls up or comes within `revealWithin` pixels of the top.
 */
export function useHideOnScroll(revealWithin = 50): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= revealWithin) {
        setHidden(false);
        last = y;
        return;
      }
      if (Math.abs(y - last) < MIN_DELTA) return;
      setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [revealWithin]);
  return hidden;
}
