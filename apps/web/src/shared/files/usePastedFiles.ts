import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { translate } from '../i18n/useT';
import { clipboardFiles } from './clipboardFiles';

/** The paste confirmation stays 2 seconds. */
const PASTED_MESSAGE_MS = 2000;

/**
 * Files pasted anywhere on the page (Ctrl+V / Cmd+V) go to `onFiles`, with a short confirmation. A paste
 * of plain text is left alone, so typing into the form's fields works as usual.
 */
export function usePastedFiles(onFiles: (files: File[]) => void, enabled = true) {
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (!enabled) return;
    function handlePaste(event: ClipboardEvent) {
      const files = clipboardFiles(event.clipboardData);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current(files);
      notifications.show({
        color: 'teal',
        message: translate('common.filesPasted', { count: files.length }),
        autoClose: PASTED_MESSAGE_MS,
      });
    }
    document.addEventListener('paste', handlePaste);
    return () => document.removeEventListener('paste', handlePaste);
  }, [enabled]);
}
