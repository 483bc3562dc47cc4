import {
  Alert,
  Button,
  type ButtonProps,
  Group,
  type MantineSize,
  type MantineSpacing,
  Paper,
  Stack,
  type StyleProp,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

/**
 * Where the footer sits: `inline` at the end of a small form (a modal's, an inline one); `sticky-dialog`
 * pinned to the bottom of a scrolling modal so Save stays in reach; `sticky-page` a card kept in view at the
 * bottom of a long page, with `status` on its left; `buttons` only the two buttons, for a footer the caller
 * lays out itself.
 */
export type FormFooterLayout = 'inline' | 'sticky-dialog' | 'sticky-page' | 'buttons';

export interface FormFooterProps {
  /** The submit button's words: 'Create Folder', 'Rename', 'Save Changes'; 'Save' when left out. */
  submitLabel?: ReactNode;
  /** The save is on its way: Cancel waits and submit shows it is working. */
  busy: boolean;
  /** Without it the form has no Cancel. */
  onCancel?: () => void;
  /** Cancel's words where it is not 'Cancel' ('Keep status'). */
  cancelLabel?: string;
  /** Said on the submit button while busy, instead of its spinner ('Saving...'). */
  busyLabel?: string;
  /** The form-level message (useRecordForm's `formError`), above the buttons. */
  error?: string | null;
  /** The submit button waits for something else too (e.g. uploads still running). */
  disabled?: boolean;
  /** The submit button's look: a colour, an icon (`leftSection`). */
  submitProps?: ButtonProps;
  size?: MantineSize | 'compact-sm';
  layout?: FormFooterLayout;
  /**
   * A message with its own actions right above the buttons, inside the pinned footer of `sticky-dialog`, so it
   * shows where the user just pressed submit (a duplicate found on save).
   */
  notice?: ReactNode;
  /** Shown left of the buttons, e.g. the autosave note or uploads still running. */
  status?: ReactNode;
  /** Space above the footer. */
  mt?: StyleProp<MantineSpacing>;
}

/** The end of every form: its message in red when there is one, then Cancel and the submit button on the right. */
export function FormFooter(props: FormFooterProps) {
  const { layout = 'inline', error, status, mt, notice } = props;
  const buttons = <FormButtons {...props} />;
  if (layout === 'buttons') return buttons;
  const row = {
    justify: status ? 'space-between' : 'flex-end',
    gap: 'sm',
    children: status ? (
      <>
        <div>{status}</div>
        <Group gap="sm">{buttons}</Group>
      </>
    ) : (
      buttons
    ),
  } as const;
  const message = error && (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
  if (layout === 'sticky-page') {
    return (
      <Paper withBorder shadow="md" px="lg" py="sm" mt={mt ?? 'lg'} style={STICKY_PAGE}>
        {message}
        {notice}
        <Group {...row} />
      </Paper>
    );
  }
  return (
    <>
      {message}
      {layout === 'sticky-dialog' ? (
        <Stack gap="sm" {...STICKY_DIALOG} mt={mt}>
          {notice}
          <Group {...row} />
        </Stack>
      ) : (
        <>
          {notice}
          <Group {...row} mt={mt} />
        </>
      )}
    </>
  );
}

const STICKY_PAGE = { position: 'sticky', bottom: 16, zIndex: 5 } as const;

const STICKY_DIALOG = {
  pt: 'md',
  pb: 'md',
  mb: 'calc(var(--mantine-spacing-md) * -1)',
  bg: 'var(--mantine-color-body)',
  style: {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    borderTop: '1px solid var(--mantine-color-default-border)',
  },
} as const;

/** Cancel, then the submit button: a spinner while busy, or the busy label in its place. */
function FormButtons({
  submitLabel,
  busy,
  onCancel,
  cancelLabel,
  busyLabel,
  disabled,
  submitProps,
  size,
}: FormFooterProps) {
  const t = useT();
  const spinner = busy && busyLabel === undefined;
  return (
    <>
      {onCancel && (
        <Button variant="default" size={size} onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        size={size}
        {...submitProps}
        loading={spinner}
        disabled={(busy && !spinner) || disabled}
      >
        {busy && busyLabel !== undefined ? busyLabel : (submitLabel ?? t('common.save'))}
      </Button>
    </>
  );
}
