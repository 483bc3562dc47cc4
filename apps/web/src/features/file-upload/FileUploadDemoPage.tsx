import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ImageViewer, type ViewedImage } from '../../shared/files/ImageViewer';
import { usePastedFiles } from '../../shared/files/usePastedFiles';
import { useT } from '../../shared/i18n/useT';
import { PageHeader } from '../../shared/ui/PageHeader';
import { SelectFilesSection, UploadedFilesSection, UploadOutcomeAlert } from './UploadSections';
import { useUploadDemo } from './useUploadDemo';

/** The file upload page: choose files, upload them together, then view, download or remove what was stored. */
export function FileUploadDemoPage() {
  const t = useT();
  const demo = useUploadDemo();
  const [viewing, setViewing] = useState<ViewedImage | null>(null);
  usePastedFiles(demo.select, demo.progress === null);

  return (
    <>
      <PageHeader title={t('upload.title')} subtitle={t('upload.subtitle')} />
      <Stack gap="lg" maw={880}>
        <UploadOutcomeAlert outcome={demo.outcome} onClose={demo.dismiss} />
        <SelectFilesSection demo={demo} />
        <UploadedFilesSection demo={demo} onView={setViewing} />
      </Stack>
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
