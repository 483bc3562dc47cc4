import { useCallback, useState } from 'react';

interface History {
  entries: number[];
  index: number;
}

/**
 * The folder browser's history: back and forward move through the folders visited; choosing
 * a folder after going back drops the forward history.
 */
export function useFolderHistory() {
  const [history, setHistory] = useState<History>({ entries: [], index: -1 });
  const current = history.index >= 0 ? history.entries[history.index] : undefined;

  const go = useCallback((folderId: number) => {
    setHistory((h) => {
      if (h.entries[h.index] === folderId) return h;
      const entries = [...h.entries.slice(0, h.index + 1), folderId];
      return { entries, index: entries.length - 1 };
    });
  }, []);
  const back = useCallback(() => setHistory((h) => (h.index > 0 ? { ...h, index: h.index - 1 } : h)), []);
  const forward = useCallback(
    () => setHistory((h) => (h.index < h.entries.length - 1 ? { ...h, index: h.index + 1 } : h)),
    [],
  );
  /** A deleted folder leaves the history, wherever it was. */
  const forget = useCallback((folderId: number) => {
    setHistory((h) => {
      const before = h.entries.slice(0, h.index + 1).filter((id) => id !== folderId).length;
      const entries = h.entries.filter((id) => id !== folderId);
      return { entries, index: Math.max(0, Math.min(before - 1, entries.length - 1)) };
    });
  }, []);

  return {
    current,
    go,
    back,
    forward,
    forget,
    canBack: history.index > 0,
    canForward: history.index < history.entries.length - 1,
  };
}
