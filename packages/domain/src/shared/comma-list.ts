import { z } from 'zod';
import { textField } from './fields';

/** The trimmed, non-empty entries of a comma-separated text (as a form writes it) or of a list, in order. */
export function commaListEntries(value: readonly string[] | string | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The comma-separated text a form shows for a stored list. */
export function commaListText(value: readonly string[] | null | undefined): string {
  return (value ?? []).join(', ');
}

/** How a comma-list field is named, bounded and stored. */
interface CommaListFieldSpec<T extends string[] | null> {
  /** The field's label for the text form ('Delivery location features'), at most 5000 characters. */
  label: string;
  /** One entry's label for the list form ('Delivery location feature'), and its longest entry. */
  entryLabel: string;
  entryMax: number;
  maxEntries: number;
  /** What a value that is neither answers. */
  error: string;
  /** The stored list, and how either form becomes it. */
  stored: z.ZodType<T, T>;
  normalize: (value: string[] | string | null) => T;
}

/**
 * A field the form edits as comma-separated text and an API client may send as a list (or null): each is
 * accepted and decoded to the list that is stored.
 */
export function commaListField<T extends string[] | null>(spec: CommaListFieldSpec<T>) {
  return z.codec(
    z.union(
      [
        z.array(textField(spec.entryLabel, { max: spec.entryMax, trim: false })).max(spec.maxEntries),
        textField(spec.label, { max: 5000, trim: false }),
        z.null(),
      ],
      { error: spec.error },
    ),
    spec.stored,
    { decode: (value) => spec.normalize(value), encode: (value) => value },
  );
}
