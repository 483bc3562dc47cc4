import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts a quote prints with, all Noto, shipped by npm packages (nothing is downloaded at run time):
 * Noto Sans for Latin, Greek and Cyrillic, Noto Naskh Arabic, and Noto Sans SC for Chinese. Each run of text
 * takes the first font that has its glyphs, so a name in any of these scripts prints.
 */
const FAMILIES = [
  { name: 'latin', pkg: '@embedpdf/fonts-latin', regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  {
    name: 'arabic',
    pkg: '@embedpdf/fonts-arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  {
    name: 'cjk',
    pkg: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
] as const;

export type FontWeight = 'regular' | 'bold';

interface LoadedFamily {
  name: string;
  files: Record<FontWeight, Buffer>;
  /** Answers whether the font draws a code point (the regular face stands for both). */
  has: (codePoint: number) => boolean;
}

let loaded: LoadedFamily[] | undefined;

function fontDir(pkg: string): string {
  // The packages export only their JS entry (dist/index.cjs); the font files sit in fonts/ beside dist/.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');
}

/** The families, read once per process. */
export function fontFamilies(): LoadedFamily[] {
  loaded ??= FAMILIES.map((family) => {
    const dir = fontDir(family.pkg);
    const regular = readFileSync(path.join(dir, family.regular));
    const bold = readFileSync(path.join(dir, family.bold));
    const font = fontkit.create(regular) as fontkit.Font;
    return {
      name: family.name,
      files: { regular, bold },
      has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
    };
  });
  return loaded;
}

export const fontName = (family: string, weight: FontWeight) => `${family}-${weight}`;

export interface FontRun {
  family: string;
  text: string;
}

const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;

/**
 * Splits text into runs, each in the first family that draws its characters. Spaces, digits and punctuation
 * stay with the run they are in, so 'شركة النقل' is one Arabic run and numbers do not split a name.
 */
export function fontRuns(text: string): FontRun[] {
  const families = fontFamilies();
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const keep =
      current && NEUTRAL.test(char) && families.find((f) => f.name === current.family)!.has(codePoint);
    const family = keep ? current.family : (families.find((f) => f.has(codePoint)) ?? families[0]!).name;
    if (current && current.family === family) current.text += char;
    else runs.push({ family, text: char });
  }
  return runs;
}
