import { formatFileSize } from '@freight/domain';
import {
  ActionIcon,
  Group,
  Image,
  Paper,
  Progress,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconDownload, IconEye, IconRefresh, IconX } from '@tabler/icons-react';
import { FileIcon } from './FileIcon';

export interface FileRowProps {
  name: string;
  size: number;
  mimeType: string;
  /** An image's address for the thumbnail (the server's URL, or a local preview). */
  thumbnailUrl?: string;
  /** Where the stored file is read; leave out while it has none (uploading, failed). */
  url?: string;
  /** While uploading: the share sent so far, 0 to 1. */
  progress?: number;
  /** Why the file failed; the row then says so in red. */
  error?: string;
  /** Opens the file: an image in the viewer; without it, View follows `url` in a new tab. */
  onView?: () => void;
  onRemove?: () => void;
  onRetry?: () => void;
}

/** One file in a list: thumbnail or icon, name, size, upload progress or failure, and its actions. */
export function FileRow({
  name,
  size,
  mimeType,
  thumbnailUrl,
  url,
  progress,
  error,
  onView,
  onRemove,
  onRetry,
}: FileRowProps) {
  const uploading = progress !== undefined && error === undefined;
  const thumbnail = thumbnailUrl ? (
    <Image src={thumbnailUrl} alt="" w={44} h={44} radius="sm" fit="cover" />
  ) : (
    <ThemeIcon size={44} radius="sm" variant="light" color={error ? 'red' : 'gray'}>
      <FileIcon mimeType={mimeType} />
    </ThemeIcon>
  );

  return (
    <Paper withBorder radius="md" p="xs" aria-label={name} role="group">
      <Group gap="sm" wrap="nowrap" align="center">
        {onView && !error ? (
          <UnstyledButton onClick={onView} aria-label={`Open ${name}`} style={{ borderRadius: 4 }}>
            {thumbnail}
          </UnstyledButton>
        ) : (
          thumbnail
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate title={name}>
            {name}
          </Text>
          {error ? (
            <Text size="xs" c="red.7" role="alert">
              {error}
            </Text>
          ) : uploading ? (
            <Group gap="xs" wrap="nowrap" mt={4}>
              <Progress
                value={Math.round(progress * 100)}
                size="sm"
                style={{ flex: 1 }}
                aria-label={`Uploading ${name}`}
                animated={progress < 1}
              />
              <Text size="xs" c="dimmed" w={36} ta="right">
                {Math.round(progress * 100)}%
              </Text>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {formatFileSize(size)}
            </Text>
          )}
        </div>
        <Group gap={2} wrap="nowrap">
          {onRetry && error && (
            <Tooltip label="Try again" withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label={`Retry ${name}`} onClick={onRetry}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {url && !error && !uploading && (
            <>
              <Tooltip label="View" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`View ${name}`}
                  {...(onView
                    ? { onClick: onView }
                    : { component: 'a' as const, href: url, target: '_blank', rel: 'noopener' })}
                >
                  <IconEye size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Download" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Download ${name}`}
                  component="a"
                  href={`${url}?download=1`}
                  download={name}
                >
                  <IconDownload size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {onRemove && (
            <Tooltip label="Remove" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
