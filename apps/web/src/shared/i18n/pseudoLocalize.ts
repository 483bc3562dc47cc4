import { parse, type Token } from '@messageformat/parser';

/** Each English letter's accented stand-in: still readable, visibly not the source text. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghijklnoprstuwyzABCDEGHIJKLNOPRSTUWYZ'].map((letter, index) => [
    letter,
    [...'åƀçđéĝĥíĵķļñöþŕšţüŵýžÅƁÇĐÉĜĤÍĴĶĻÑÖÞŔŠŢÜŴÝŽ'][index]!,
  ]),
);
const VOWELS = /[aeiouAEIOU]/;

/** Marks that open and close every pseudo message, so a test can tell a text that went through the catalog. */
const PSEUDO_OPEN = '‹';
const PSEUDO_CLOSE = '›';

/** Accents every letter and doubles every vowel, which makes English about 40 % longer, as German often is. */
function stretch(text: string): string {
  return [...text]
    .map((char) => (VOWELS.test(char) ? char + char : char).replace(/./gu, (c) => ACCENTED[c] ?? c))
    .join('');
}

/** The text pieces of a message (not its placeholders, plural keys or `#`), however deep in plurals. */
function contentTokens(tokens: Token[]): Extract<Token, { type: 'content' }>[] {
  return tokens.flatMap((token) => {
    if (token.type === 'content') return [token];
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      return token.cases.flatMap((c) => contentTokens(c.tokens));
    return [];
  });
}

/**
 * The pseudo-language form of one ICU message: its words stretched and accented, its placeholders and plural
 * forms kept, and the whole between ‹ and ›. The source text of each piece is rewritten in place, so quoting
 * and escapes stay as they were.
 */
export function pseudoLocalize(message: string): string {
  let result = message;
  const pieces = contentTokens(parse(message)).sort((a, b) => b.ctx.offset - a.ctx.offset);
  for (const { ctx } of pieces)
    result = result.slice(0, ctx.offset) + stretch(ctx.text) + result.slice(ctx.offset + ctx.text.length);
  return PSEUDO_OPEN + result + PSEUDO_CLOSE;
}
