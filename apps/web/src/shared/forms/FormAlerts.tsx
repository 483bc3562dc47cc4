import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';

/**
 * A record form's own message above its fields (`formError` of useRecordForm), or nothing; `look` places it
 * (a margin, rounder corners on a page).
 */
export function FormErrorAlert({
  message,
  ...look
}: { message: string | null | undefined } & Pick<AlertProps, 'mb' | 'radius'>) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" {...look}>
      {message}
    </Alert>
  );
}

interface StaleRecordAlertProps {
  /** Whether a save was refused because someone else saved first (`stale` of useRecordForm). */
  stale: boolean;
  /** What happened, naming the record: 'Someone else saved this interaction after you opened it.' */
  title: string;
  children?: ReactNode;
}

/**
 * Said above an edit form after a 412 was merged into it: who saved, that nothing was lost, and that a field
 * both changed waits for a choice (the notices under the fields). The words under the title can be given.
 */
export function StaleRecordAlert({ stale, title, children }: StaleRecordAlertProps) {
  const t = useT();
  if (!stale) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={title}>
      {children ?? t('forms.staleMerged')}
    </Alert>
  );
}
