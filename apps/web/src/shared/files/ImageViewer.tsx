import { Button, Center, Group, Image, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconDownload, IconLink, IconX } from '@tabler/icons-react';
import { useT } from '../i18n/useT';
import { copyImageToClipboard } from './copyImageToClipboard';

/** Successes show 2 seconds, clipboard failures 3 (a failure needs longer to read). */
const SUCCESS_MS = 2000;
const FAILURE_MS = 3000;

export interface ViewedImage {
  /** Where the image is served (`/api/1/files/{id}`) or a local preview's object URL. */
  url: string;
  name: string;
}

interface ImageViewerProps {
  /** The image shown; the viewer is open while this is set. */
  image: ViewedImage | null;
  onClose: () => void;
}

function notify(ok: boolean, message: string) {
  notifications.show({ color: ok ? 'teal' : 'red', message, autoClose: ok ? SUCCESS_MS : FAILURE_MS });
}

/** An attachment's image at full size, with copy image, copy URL, download and close (Esc closes too). */
export function ImageViewer({ image, onClose }: ImageViewerProps) {
  const t = useT();
  async function copyImage() {
    if (!image) return;
    try {
      await copyImageToClipboard(image.url);
      notify(true, t('files.imageCopied'));
    } catch (error) {
      console.warn('Copying the image failed', error);
      notify(false, t('files.imageCopyFailed'));
    }
  }

  async function copyUrl() {
    if (!image) return;
    try {
      await navigator.clipboard.writeText(new URL(image.url, window.location.href).href);
      notify(true, t('files.urlCopied'));
    } catch (error) {
      console.warn('Copying the image URL failed', error);
      notify(false, t('files.urlCopyFailed'));
    }
  }

  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size="auto"
      centered
      withCloseButton={false}
      title={image?.name}
      styles={{
        title: { fontWeight: 600, overflowWrap: 'anywhere' },
        header: { paddingBottom: 'var(--mantine-spacing-xs)' },
        body: { padding: 0 },
      }}
    >
      {image && (
        <>
          <Group gap={6} wrap="wrap" px="md" pb="sm">
            <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copyImage}>
              {t('files.copyImage')}
            </Button>
            <Button size="xs" variant="default" leftSection={<IconLink size={14} />} onClick={copyUrl}>
              {t('files.copyUrl')}
            </Button>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={image.url}
              download={image.name}
              leftSection={<IconDownload size={14} />}
            >
              {t('common.download')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={onClose}
            >
              {t('common.close')}
            </Button>
          </Group>
          <Center bg="var(--app-surface-muted)" p="xs">
            <Image
              src={image.url}
              alt={image.name}
              fit="contain"
              maw="min(90vw, 1600px)"
              mah="calc(100dvh - 180px)"
              w="auto"
            />
          </Center>
        </>
      )}
    </Modal>
  );
}
