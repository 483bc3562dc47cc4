import type { SearchGroup, SearchHit } from '@freight/domain';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { hitKey } from './hitKey';

/**
 * Which hit of the search results is active, moved by the arrow keys (wrapping round) and opened by Enter. A
 * new answer starts again from its first hit, and the active hit is scrolled into view.
 */
export function useHitNavigation(groups: SearchGroup[], openHit: (hit: SearchHit) => void) {
  const hits = useMemo(
    () => groups.flatMap((g) => g.hits.map((hit) => ({ hit, key: hitKey(g.kind, hit.id) }))),
    [groups],
  );
  const [activeKey, setActiveKey] = useState<string>();
  const active = hits.find((h) => h.key === activeKey) ?? hits[0];

  useEffect(() => setActiveKey(hits[0]?.key), [hits]);
  useEffect(() => {
    if (active) document.getElementById(active.key)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const index = active ? hits.indexOf(active) : -1;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && hits.length > 0) {
      event.preventDefault();
      setActiveKey(hits[(index + step + hits.length) % hits.length]!.key);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openHit(active.hit);
    }
  }

  return { activeKey: active?.key, setActiveKey, onKeyDown };
}
