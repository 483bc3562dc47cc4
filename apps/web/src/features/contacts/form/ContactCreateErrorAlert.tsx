import type { ContactListItem } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { useT } from '../../../shared/i18n/useT';
import { findDuplicateContact } from './findDuplicateContact';

interface ContactCreateErrorAlertProps {
  /** The failed create's error, or null while there is none. */
  error: unknown;
  fallback: string;
  /** Given by the picker: a duplicate then offers to select the contact that already exists. */
  onSelectExisting?: (contact: ContactListItem) => void;
}

/**
 * Why a new contact was not created. A duplicate (CONFLICT) says the contact already exists and, in the
 * picker, offers to select that one instead.
 */
export function ContactCreateErrorAlert({ error, fallback, onSelectExisting }: ContactCreateErrorAlertProps) {
  const t = useT();
  const [finding, setFinding] = useState(false);
  const [missing, setMissing] = useState(false);
  if (!error) return null;
  const duplicate = hasErrorCode(error, 'CONFLICT');

  async function selectExisting() {
    if (!onSelectExisting) return;
    setFinding(true);
    setMissing(false);
    try {
      const existing = await findDuplicateContact(error);
      if (existing) onSelectExisting(existing);
      else setMissing(true);
    } catch {
      setMissing(true);
    } finally {
      setFinding(false);
    }
  }

  return (
    <Alert
      color={duplicate ? 'orange' : 'red'}
      icon={<IconAlertCircle size={18} />}
      title={duplicate ? t('contacts.alreadyExists') : undefined}
    >
      <Stack gap="xs" align="flex-start">
        {apiErrorMessage(error, fallback)}
        {duplicate && onSelectExisting && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconUserCheck size={16} />}
            loading={finding}
            onClick={selectExisting}
          >
            {t('contacts.selectExisting')}
          </Button>
        )}
        {missing && t('contacts.existingNotLoaded')}
      </Stack>
    </Alert>
  );
}
