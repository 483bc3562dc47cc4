import { CLIENT_DESCRIPTION_MAX, defaultClientDescription } from '@freight/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import type { CostLineFieldGroup } from './costLineFieldGroup';

/**
 * The text the client reads for the line (the quote, its PDF and the public page). Left blank, the server
 * words it from the category and the description; the placeholder shows what that gives. It opens on a click
 * (or already open when the line has its own wording), so the form stays as short as before for the lines
 * whose client text is the derived one.
 */
export function CostLineClientDescriptionField({
  fields,
  categoryName,
}: {
  fields: CostLineFieldGroup;
  categoryName: string | undefined;
}) {
  const t = useT();
  const { values, errors, setField } = fields;
  const [open, setOpen] = useState(
    values.client_description !== '' || errors.client_description !== undefined,
  );
  const derived = values.description.trim() ? defaultClientDescription(categoryName, values.description) : '';
  if (!open) {
    return (
      <Group gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setOpen(true)}
        >
          {t('costLines.setClientDescription')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('costLines.clientDescriptionDefault')}
        </Text>
      </Group>
    );
  }
  return (
    <TextInput
      label={t('costLines.clientDescription')}
      description={t('costLines.clientDescriptionHint')}
      placeholder={derived || t('costLines.clientDescriptionPlaceholder')}
      value={values.client_description}
      onChange={(event) => setField('client_description', event.currentTarget.value)}
      maxLength={CLIENT_DESCRIPTION_MAX}
      error={errors.client_description}
      data-testid="cost-item-client-description"
    />
  );
}
