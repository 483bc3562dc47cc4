import { defaultMilestoneTemplates, LANGUAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { documentText } from './document-messages';
import { milestoneName } from './milestone-names';

const defaultNames = [
  ...new Set(
    Object.values(defaultMilestoneTemplates())
      .flat()
      .map((step) => step.label),
  ),
];

describe("a milestone's name as the server writes it", () => {
  it("words every default template's milestone in each language, English as the template names it", () => {
    for (const label of defaultNames) {
      expect(milestoneName(documentText('en'), label)).toBe(label);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        expect(milestoneName(documentText(language), label), `${language} ${label}`).not.toBe(label);
      }
    }
  });

  it('keeps a name the company wrote itself as written, in every language', () => {
    expect(milestoneName(documentText('es'), 'Vessel departed')).toBe('Buque zarpado');
    expect(milestoneName(documentText('es'), 'Despacho aduanero Irún')).toBe('Despacho aduanero Irún');
    expect(milestoneName(documentText('ja'), 'Zollfreigabe Hamburg')).toBe('Zollfreigabe Hamburg');
  });
});
