import { CLIENT_DESCRIPTION_MAX, defaultClientDescription } from '@freight/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import type { CostLineFieldGroup } from './costLineFieldGroup';

const HINT =
  'What the client sees on the quote, its PDF and the quote page; never the supplier or buy rates. Leave blank to use the category and description.';

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
          Set client description
        </Button>
        <Text size="xs" c="dimmed">
          What the client sees; by default the category and description.
        </Text>
      </Group>
    );
  }
  return (
    <TextInput
      label="Client description"
      description={HINT}
      placeholder={derived || 'e.g. Air freight HKG–AMS, 1,249.5 kg chargeable'}
      value={values.client_description}
      onChange={(event) => setField('client_description', event.currentTarget.value)}
      maxLength={CLIENT_DESCRIPTION_MAX}
      error={errors.client_description}
      data-testid="cost-item-client-description"
    />
  );
}
