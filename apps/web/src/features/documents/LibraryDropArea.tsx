import { Box } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../shared/i18n/useT';

interface LibraryDropAreaProps {
  /** Files dropped here are uploaded into the open folder; leave out where the user may not upload. */
  onDrop?: (files: File[]) => void;
  openPicker: RefObject<(() => void) | null>;
  children: ReactNode;
}

/** The folder's contents, and where the user may upload, a drop area around them. */
export function LibraryDropArea({ onDrop, openPicker, children }: LibraryDropAreaProps) {
  const t = useT();
  if (!onDrop) return <Box mih={240}>{children}</Box>;
  return (
    <Dropzone
      onDrop={onDrop}
      openRef={openPicker}
      activateOnClick={false}
      enablePointerEvents
      multiple
      useFsAccessApi={false}
      inputProps={{ 'aria-label': t('documents.uploadFilesInput') }}
      p="md"
      radius="md"
      style={{ borderStyle: 'dashed', minHeight: 240, cursor: 'default' }}
    >
      {children}
    </Dropzone>
  );
}
