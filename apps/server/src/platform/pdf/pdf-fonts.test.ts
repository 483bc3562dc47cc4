import { describe, expect, it } from 'vitest';
import { fontFamilies, fontRuns } from './pdf-fonts';

/** The characters of `text` each run draws with its font's empty box (glyph 0, `.notdef`). */
function boxes(text: string): string[] {
  const fonts = new Map(fontFamilies().map((family) => [family.name, family.faces.regular]));
  return fontRuns(text).flatMap((run) =>
    fonts
      .get(run.family)!
      .layout(run.text)
      .glyphs.filter((glyph) => glyph.id === 0)
      .map((glyph) => String.fromCodePoint(...glyph.codePoints)),
  );
}

describe('the fonts of a quote PDF', () => {
  it('draw emoji, flags and joined emoji with the emoji font, beside Latin, Arabic and Chinese: no empty boxes', () => {
    const text = 'Fragile 📦 ✈️ 🚚 🇩🇪 👨‍👩‍👧 شركة النقل 上海物流 Αθήνα';
    expect(boxes(text)).toEqual([]);
    const runs = fontRuns(text);
    const emoji = runs.filter((r) => r.family === 'emoji').map((r) => r.text);
    for (const pictograph of ['📦', '✈️', '🚚', '🇩🇪', '👨‍👩‍👧']) {
      expect(
        emoji.some((run) => run.includes(pictograph)),
        pictograph,
      ).toBe(true);
    }
    expect(runs.find((r) => r.text.includes('شركة'))?.family).toBe('arabic');
    expect(runs.find((r) => r.text.includes('上海'))?.family).toBe('cjk');
  });

  it('leave out a pictograph no font draws instead of printing a box, keeping the text around it', () => {
    // U+1FC00 lies in the range Unicode keeps for future pictographs: no font can draw it yet.
    const text = 'Box \u{1FC00}\u{FE0F} here';
    expect(boxes(text)).toEqual([]);
    expect(
      fontRuns(text)
        .map((r) => r.text)
        .join(''),
    ).toBe('Box  here');
  });

  it('keep the space and digits after a joined emoji in the text font: the emoji font draws them emoji-wide', () => {
    const runs = fontRuns('Familia 👨‍👩‍👧 Núñez, 🇩🇪 de 👍🏽 12 cajas');
    expect(runs.filter((r) => r.family === 'emoji').map((r) => r.text)).toEqual(['👨‍👩‍👧', '🇩🇪', '👍🏽']);
    expect(runs.map((r) => r.text).join('')).toBe('Familia 👨‍👩‍👧 Núñez, 🇩🇪 de 👍🏽 12 cajas');
  });
});
