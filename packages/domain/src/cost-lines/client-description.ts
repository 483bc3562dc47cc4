import { FALLBACK_COST_CATEGORIES } from './cost-enums';

/**
 * What the client reads for a cost line (the PDF, the public quote page, the e-mail's attachment). The
 * line's own `description` and its buy side (supplier, buy rate, a rate card's carrier and weight break) are
 * the desk's; a line's `client_description` is the only text of it a client ever sees.
 */

/** The most a client description may hold, as the line's own description. */
export const CLIENT_DESCRIPTION_MAX = 500;

/**
 * A category's name as a client reads it: a slug in sentence case ('ocean-freight' → 'Ocean freight'); a name
 * someone typed with capitals or spaces ('THC', 'Port charges') stays as typed.
 */
export function clientCategoryLabel(name: string): string {
  if (!/^[a-z0-9-]+$/.test(name)) return name.trim();
  const words = name.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The client description a line gets when none is given: its category, then its description ('Packaging:
 * Crating'); the description alone when it already names the category ('Ocean freight, door to port'), and the
 * category alone when there is no description.
 */
export function defaultClientDescription(
  categoryName: string | null | undefined,
  description: string,
  label = categoryName ? clientCategoryLabel(categoryName) : '',
): string {
  const text = description.trim();
  if (!label) return text;
  if (!text) return label;
  if (text.toLowerCase().includes(label.toLowerCase())) return text;
  return `${label}: ${text}`.slice(0, CLIENT_DESCRIPTION_MAX);
}

/** One of the categories every database is seeded with, under its key ('ocean-freight'). */
export type DefaultCostCategory = (typeof FALLBACK_COST_CATEGORIES)[number];

export function isDefaultCostCategory(name: string | null | undefined): name is DefaultCostCategory {
  return (FALLBACK_COST_CATEGORIES as readonly (string | null | undefined)[]).includes(name);
}

/**
 * A line's client text in a document's language. The text a line gets when none is given is derived and
 * stored when the line is saved, in English ('Ocean freight: door to port'); when that is still the text and
 * its category is a default one no one renamed, it is derived again with the category named in the
 * document's language ('Seefracht: door to port'). A text someone worded, or a category the desk named
 * itself, is the desk's own words and stays as written.
 */
export function clientDescriptionIn(
  line: { client_description: string; description: string; category_name: string | null | undefined },
  defaultCategoryLabel: (category: DefaultCostCategory) => string,
): string {
  const category = line.category_name;
  if (!isDefaultCostCategory(category)) return line.client_description;
  if (line.client_description !== defaultClientDescription(category, line.description))
    return line.client_description;
  return defaultClientDescription(category, line.description, defaultCategoryLabel(category));
}
