import { describe, expect, it } from 'vitest';
import { clientCategoryLabel, defaultClientDescription } from './client-description';

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
