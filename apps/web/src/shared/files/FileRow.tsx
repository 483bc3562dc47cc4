import {
  ActionIcon,
  type ActionIconProps,
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
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { FileIcon } from './FileIcon';
import { fileSizeText } from './fileSizeText';

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
export function FileRow(props: FileRowProps) {
  const { name, mimeType, thumbnailUrl, error, onView } = props;
  const t = useT();
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
          <UnstyledButton
            onClick={onView}
            aria-label={t('common.openNamed', { name })}
            style={{ borderRadius: 4 }}
          >
            {thumbnail}
          </UnstyledButton>
        ) : (
          thumbnail
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate title={name}>
            {name}
          </Text>
          <FileRowStatus {...props} />
        </div>
        <FileRowActions {...props} />
      </Group>
    </Paper>
  );
}

const isUploading = ({ progress, error }: FileRowProps) => progress !== undefined && error === undefined;

/** Under the name: the refusal in red, the upload's progress, or the size. */
function FileRowStatus(props: FileRowProps) {
  const { name, size, progress, error } = props;
  const t = useT();
  if (error) {
    return (
      <Text size="xs" c="red.7" role="alert">
        {error}
      </Text>
    );
  }
  if (isUploading(props) && progress !== undefined) {
    return (
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          style={{ flex: 1 }}
          aria-label={t('common.uploadingNamed', { name })}
          animated={progress < 1}
        />
        <Text size="xs" c="dimmed" w={36} ta="right">
          {Math.round(progress * 100)}%
        </Text>
      </Group>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {fileSizeText(size)}
    </Text>
  );
}

/** Try again (a failed upload), View and Download (a stored file), Remove. */
function FileRowActions(props: FileRowProps) {
  const { name, url, error, onView, onRemove, onRetry } = props;
  const t = useT();
  const stored = url && !error && !isUploading(props);
  return (
    <Group gap={2} wrap="nowrap">
      {onRetry && error && (
        <FileAction
          tip={t('common.tryAgainShort')}
          label={t('common.retryNamed', { name })}
          onClick={onRetry}
        >
          <IconRefresh size={18} />
        </FileAction>
      )}
      {stored && (
        <>
          <FileAction
            tip={t('common.view')}
            label={t('common.viewNamed', { name })}
            {...(onView
              ? { onClick: onView }
              : { component: 'a' as const, href: url, target: '_blank', rel: 'noopener' })}
          >
            <IconEye size={18} />
          </FileAction>
          <FileAction
            tip={t('common.download')}
            label={t('common.downloadNamed', { name })}
            component="a"
            href={`${url}?download=1`}
            download={name}
          >
            <IconDownload size={18} />
          </FileAction>
        </>
      )}
      {onRemove && (
        <FileAction
          tip={t('common.remove')}
          label={t('common.removeNamed', { name })}
          color="red"
          onClick={onRemove}
        >
          <IconX size={18} />
        </FileAction>
      )}
    </Group>
  );
}

type FileActionProps = ActionIconProps & {
  tip: string;
  label: string;
  children: ReactNode;
  onClick?: () => void;
  component?: 'a';
  href?: string;
  target?: string;
  rel?: string;
  download?: string;
};

/** One of a file's icon buttons (or links), with its tooltip. */
function FileAction({ tip, label, color = 'gray', children, ...props }: FileActionProps) {
  return (
    <Tooltip label={tip} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} {...(props as ActionIconProps)}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
