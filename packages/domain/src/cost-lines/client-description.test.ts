import { describe, expect, it } from 'vitest';
import { clientCategoryLabel, clientDescriptionIn, defaultClientDescription } from './client-description';

describe('clientCategoryLabel', () => {
  it('puts a slug in sentence case and keeps a name typed by hand', () => {
    expect(clientCategoryLabel('ocean-freight')).toBe('Ocean freight');
    expect(clientCategoryLabel('customs')).toBe('Customs');
    expect(clientCategoryLabel('THC')).toBe('THC');
    expect(clientCategoryLabel('Despacho de aduanas')).toBe('Despacho de aduanas');
  });
});

describe('defaultClientDescription', () => {
  it('is the category, then the description', () => {
    expect(defaultClientDescription('packaging', 'Crating')).toBe('Packaging: Crating');
    expect(defaultClientDescription('Transporte', 'Entrega en Sevilla')).toBe(
      'Transporte: Entrega en Sevilla',
    );
  });

  it('is the description alone when it already names the category, the category alone without one', () => {
    expect(defaultClientDescription('ocean-freight', 'Ocean freight, door to port')).toBe(
      'Ocean freight, door to port',
    );
    expect(defaultClientDescription('customs', '  ')).toBe('Customs');
    expect(defaultClientDescription(null, 'Crating')).toBe('Crating');
  });

  it('stays within the column size', () => {
    expect(defaultClientDescription('packaging', 'x'.repeat(500))).toHaveLength(500);
  });
});

describe('clientDescriptionIn', () => {
  const spanish = (category: string) =>
    ({ 'ocean-freight': 'Flete marítimo', customs: 'Aduanas' })[category]!;
  const line = (category_name: string | null, description: string, client_description: string) => ({
    category_name,
    description,
    client_description,
  });

  it("derives a default category's text again in the document's language", () => {
    expect(
      clientDescriptionIn(line('ocean-freight', 'Door to port', 'Ocean freight: Door to port'), spanish),
    ).toBe('Flete marítimo: Door to port');
    expect(clientDescriptionIn(line('customs', '', 'Customs'), spanish)).toBe('Aduanas');
  });

  it('keeps a text someone worded, and the words of a category the desk named', () => {
    expect(clientDescriptionIn(line('ocean-freight', 'Door to port', 'Sea leg to Valencia'), spanish)).toBe(
      'Sea leg to Valencia',
    );
    expect(clientDescriptionIn(line('Despacho', 'Sevilla', 'Despacho: Sevilla'), spanish)).toBe(
      'Despacho: Sevilla',
    );
    expect(clientDescriptionIn(line(null, 'Crating', 'Crating'), spanish)).toBe('Crating');
  });
});
