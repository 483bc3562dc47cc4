import { PRODUCT_SPECIFICATION_TAGS } from '@freight/domain';
import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { DeclaredValueInput } from './DeclaredValueInput';
import { HsCodeInput } from './HsCodeInput';

/** The modal's value and product fields: declared value, specification tags and HS code. */
export function CargoLineValueFields({ draft, errors, setField }: CargoLineFieldsProps) {
  const t = useT();
  const tags = Array.isArray(draft.product_specifications) ? draft.product_specifications : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DeclaredValueInput draft={draft} errors={errors} setField={setField} />
        <TagsInput
          label={t('cargoLines.productSpecifications')}
          placeholder={tags.length > 0 ? undefined : t('cargoLines.productSpecificationsPlaceholder')}
          data={[...PRODUCT_SPECIFICATION_TAGS]}
          value={tags}
          onChange={(value) => setField('product_specifications', value)}
          clearable
          error={errors.product_specifications}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <HsCodeInput draft={draft} errors={errors} setField={setField} />
        <TextInput
          label={t('cargoLines.hsDescription')}
          placeholder={t('cargoLines.hsDescriptionPlaceholder')}
          style={{ gridColumn: 'span 2' }}
          value={draft.hs_description}
          error={errors.hs_description}
          onChange={(event) => setField('hs_description', event.currentTarget.value)}
        />
      </SimpleGrid>
    </>
  );
}
