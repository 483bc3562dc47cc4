import { CLIENT_DESCRIPTION_MAX, defaultClientDescription } from '@freight/domain';
import { TextInput } from '@mantine/core';
import type { CostLineFieldGroup } from './costLineFieldGroup';

/**
 * The text the client reads for the line (the quote, its PDF and the public page). Left blank, the server
 * words it from the category and the description; the placeholder shows what that gives.
 */
export function CostLineClientDescriptionField({
  fields,
  categoryName,
}: {
  fields: CostLineFieldGroup;
  categoryName: string | undefined;
}) {
  const { values, errors, setField } = fields;
  const derived = values.description.trim() ? defaultClientDescription(categoryName, values.description) : '';
  return (
    <TextInput
      label="Client description"
      description="What the client sees on the quote, its PDF and the quote page; never the supplier or buy rates. Leave blank to use the category and description."
      placeholder={derived || 'e.g. Air freight HKG–AMS, 1,249.5 kg chargeable'}
      value={values.client_description}
      onChange={(event) => setField('client_description', event.currentTarget.value)}
      maxLength={CLIENT_DESCRIPTION_MAX}
      error={errors.client_description}
      data-testid="cost-item-client-description"
    />
  );
}
