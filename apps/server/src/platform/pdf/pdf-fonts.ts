import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts a quote prints with, all Noto, shipped by npm packages (nothing is downloaded at run time):
 * Noto Sans for Latin, Greek and Cyrillic, Noto Naskh Arabic, Noto Sans SC for Chinese, and Noto Emoji (the
 * one-colour emoji font, as PDF text is one colour) for pictographs typed into names and notes. Each run of
 * text takes the first font that has its glyphs, so a name in any of these scripts prints.
 */
const FAMILIES = [
  {
    name: 'latin',
    pkg: '@embedpdf/fonts-latin',
    dir: '../fonts',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  {
    name: 'arabic',
    pkg: '@embedpdf/fonts-arabic',
    dir: '../fonts',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  {
    name: 'cjk',
    pkg: '@embedpdf/fonts-sc',
    dir: '../fonts',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  {
    // Fontsource's 'emoji' subset is the whole emoji set in one file (the numbered files split it for browsers).
    name: 'emoji',
    pkg: '@fontsource/noto-emoji/400.css',
    dir: 'files',
    regular: 'noto-emoji-emoji-400-normal.woff',
    bold: 'noto-emoji-emoji-700-normal.woff',
  },
] as const;

export type FontWeight = 'regular' | 'bold';

interface LoadedFamily {
  name: string;
  /**
   * Each face parsed once per process and handed to every document: pdfkit given the file's bytes parses the
   * font again in each document, and its tables (glyph outlines, layout rules; the Chinese face is 8 MB) were
   * most of the time a short PDF took. Each document still embeds its own subset of the glyphs it used.
   */
  faces: Record<FontWeight, fontkit.Font>;
  /** Answers whether the font draws a code point (the regular face stands for both). */
  has: (codePoint: number) => boolean;
}

let loaded: LoadedFamily[] | undefined;

function fontDir(pkg: string, dir: string): string {
  // The packages export only an entry file (dist/index.cjs, or a stylesheet); the fonts sit in a folder
  // relative to it.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(pkg)), dir);
}

/** The families, read and parsed once per process. */
export function fontFamilies(): LoadedFamily[] {
  loaded ??= FAMILIES.map((family) => {
    const dir = fontDir(family.pkg, family.dir);
    const face = (file: string) => fontkit.create(readFileSync(path.join(dir, file))) as fontkit.Font;
    const regular = face(family.regular);
    return {
      name: family.name,
      faces: { regular, bold: face(family.bold) },
      has: (codePoint: number) => regular.hasGlyphForCodePoint(codePoint),
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
const EMOJI_FAMILY = 'emoji';
/** A pictograph (an emoji, a dingbat): left out when no font draws it, rather than printed as an empty box. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/**
 * The parts of an emoji sequence after its first pictograph: joiner, variation selectors, skin tones, keycap,
 * tags and the second regional indicator of a flag. They stay in the emoji run so the font joins the sequence
 * into one glyph ('👨‍👩‍👧', '🇩🇪').
 */
const EMOJI_PART = /[\u200d\ufe0e\ufe0f\u20e3\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}\u{1f1e6}-\u{1f1ff}]/u;

/**
 * Splits text into runs, each in the first family that draws its characters. Spaces, digits and punctuation
 * stay with the run they are in, so 'شركة النقل' is one Arabic run and numbers do not split a name, except
 * after an emoji: the emoji font draws a space or a digit as wide as a pictograph (1.27 em), so the text font
 * takes them back. An emoji run holds only its pictographs and the parts that join them. A pictograph no font
 * has is dropped (with the joiners and selectors that belong to it).
 */
export function fontRuns(text: string): FontRun[] {
  const families = fontFamilies();
  const familyNamed = (name: string) => families.find((f) => f.name === name)!;
  const runs: FontRun[] = [];
  let dropping = false;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    if (EMOJI_PART.test(char) && (dropping || current?.family === EMOJI_FAMILY)) {
      if (!dropping) current!.text += char;
      continue;
    }
    const drawnBy = families.find((f) => f.has(codePoint));
    dropping = !drawnBy && PICTOGRAPH.test(char);
    if (dropping) continue;
    const keep =
      current &&
      current.family !== EMOJI_FAMILY &&
      NEUTRAL.test(char) &&
      familyNamed(current.family).has(codePoint);
    const textFont = PICTOGRAPH.test(char)
      ? drawnBy
      : families.find((f) => f.name !== EMOJI_FAMILY && f.has(codePoint));
    const family = keep ? current.family : (textFont ?? drawnBy ?? families[0]!).name;
    if (current && current.family === family) current.text += char;
    else runs.push({ family, text: char });
  }
  return runs;
}
