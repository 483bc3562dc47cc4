import { contactLabel } from '@freight/domain';
import { Badge, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import classes from '../task/TaskCard.module.css';
import { type TaskContactOption, useTaskContactOptions } from './useTaskContactOptions';

/** The search box and the choices of a task's contact picker. */
export function TaskContactOptions({
  selectedId,
  onPick,
}: {
  selectedId: number | null;
  onPick: (contact: TaskContactOption) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const options = useTaskContactOptions(search);
  const contacts = options.options;

  return (
    <Stack gap="xs">
      <TextInput
        aria-label={t('tasks.searchContacts')}
        placeholder={t('tasks.searchContactsPlaceholder')}
        leftSection={<IconSearch size={14} />}
        rightSection={options.loading ? <Loader size={14} /> : undefined}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
        size="sm"
      />
      <ScrollArea.Autosize mah={260} type="auto">
        {options.failed ? (
          <Text size="sm" c="red" p="xs">
            {t('tasks.contactsFetchFailed')}
          </Text>
        ) : contacts.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {options.loading && options.answeredText === undefined
              ? t('tasks.loadingContacts')
              : search.trim()
                ? t('tasks.noMatchingContacts')
                : t('tasks.noContacts')}
          </Text>
        ) : (
          <Stack gap={2}>
            {contacts.map((contact) => (
              <UnstyledButton
                key={contact.id}
                className={classes.option}
                data-selected={contact.id === selectedId || undefined}
                onClick={() => onPick(contact)}
              >
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {contactLabel(contact) || t('tasks.unnamedContact')}
                    </Text>
                    {(contact.company_name || contact.email) && (
                      <Text size="xs" c="dimmed" truncate>
                        {[contact.company_name, contact.email].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {contact.category === 'Customer' && (
                      <Badge size="xs" variant="light" color="indigo">
                        {t('tasks.contactCustomer')}
                      </Badge>
                    )}
                    {contact.segment === 'VIP' && (
                      <Badge size="xs" variant="light" color="yellow">
                        {t('tasks.contactVip')}
                      </Badge>
                    )}
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
