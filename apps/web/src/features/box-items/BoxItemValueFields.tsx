import { type BoxItemChoices, type Currency, PRODUCT_SPECIFICATION_TAGS } from '@freight/domain';
import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { BoxItemFieldsProps } from './BoxItemFieldsProps';
import { UnitNumberInput } from './UnitNumberInput';

interface BoxItemValueFieldsProps extends BoxItemFieldsProps {
  choices: BoxItemChoices;
}

/** The modal's value and product fields: declared value, specification tags and HS code. */
export function BoxItemValueFields({ draft, errors, setField, choices }: BoxItemValueFieldsProps) {
  const tags = Array.isArray(draft.product_specifications) ? draft.product_specifications : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <UnitNumberInput
          label="Declared value"
          placeholder="0.00"
          step={0.01}
          value={draft.declared_value_amount}
          onChange={(value) => setField('declared_value_amount', value)}
          error={errors.declared_value_amount}
          unit={draft.declared_value_currency}
          units={choices.currencies}
          onUnitChange={(currency) => setField('declared_value_currency', currency as Currency)}
          unitLabel="Declared value currency"
        />
        <TagsInput
          label="Product specifications"
          placeholder={tags.length > 0 ? undefined : 'Pick or type tags'}
          data={[...PRODUCT_SPECIFICATION_TAGS]}
          value={tags}
          onChange={(value) => setField('product_specifications', value)}
          clearable
          error={errors.product_specifications}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="HS code"
          placeholder="e.g. 9403.30"
          maxLength={50}
          value={draft.hs_code}
          error={errors.hs_code}
          onChange={(event) => setField('hs_code', event.currentTarget.value)}
        />
        <TextInput
          label="HS description"
          placeholder="Customs description of the goods"
          style={{ gridColumn: 'span 2' }}
          value={draft.hs_description}
          error={errors.hs_description}
          onChange={(event) => setField('hs_description', event.currentTarget.value)}
        />
      </SimpleGrid>
    </>
  );
}
