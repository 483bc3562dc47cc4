import type { z } from 'zod';
import type { SameValue } from './autosaveMerge';

/** A form field's name. */
export type FieldOf<V> = keyof V & string;

/**
 * When a change is sent: `now` (a pick from a list or a calendar), `quiet` (typing: after the quiet time
 * without a keystroke), `onLeave` (not until the field is left, then after the quiet time).
 */
export type SaveTiming = 'now' | 'quiet' | 'onLeave';

/** The mark beside a field saved on its own: a spinner while it travels, a tick for 2 s after. */
export type FieldSaveState = 'saving' | 'saved';

/** How Save went: everything stored, a field refused before sending, a conflict to resolve, or a failure. */
export type SaveAllResult = 'saved' | 'invalid' | 'conflict' | 'failed';

/** For each field both the user and a colleague changed, the colleague's stored value. */
export type FieldConflicts<V> = { [K in keyof V]?: { theirs: V[K] } };

export interface AutosaveState<V> {
  values: V;
  /** What the server last confirmed (after a 412: the colleague's version). */
  saved: V;
  /** Validation messages and 'Failed to update {field}' messages, per field. */
  errors: Partial<Record<FieldOf<V>, string>>;
  saveStates: Partial<Record<FieldOf<V>, FieldSaveState>>;
  /** While any is unresolved, nothing is saved. */
  conflicts: FieldConflicts<V>;
  /** A change waits for its quiet time, or a request (or the reload after a 412) is under way. */
  saving: boolean;
  lastSavedAt: Date | null;
}

/** What a form tells the autosave about its record; see useFieldAutosave for the React side. */
export interface AutosaveConfig<V, R extends { version: number }, P> {
  /** The record as loaded; the form starts from its values and version. */
  record: R;
  /** Every field of the form, in the order they appear on screen. */
  fields: readonly FieldOf<V>[];
  /** The form's values of a stored record. */
  toValues: (record: R) => V;
  same: SameValue<V>;
  /** The update body for some fields, before validation (text to numbers, lists...). */
  toPayload: (values: V, fields: readonly FieldOf<V>[]) => unknown;
  /** The domain's update schema; a field it refuses gets its message and is not sent. */
  schema: z.ZodType<P>;
  /** The update call: `PUT` with `If-Match: version`; a stale version must throw ApiError 412. */
  save: (changes: P, version: number, options: { keepalive: boolean }) => Promise<R>;
  /** Reads the latest stored record (after a 412). */
  load: () => Promise<R>;
  quietMs: number;
  /** The message under a field whose save failed. */
  failureMessage: (field: FieldOf<V>, error: unknown) => string;
  /** A change that brings others with it (a new valid-until date recomputes validity days). */
  applyChange?: (values: V, patch: Partial<V>) => { next: V; fields: FieldOf<V>[] };
  /** After a 412, the fields that now show a colleague's value because only they had changed them. */
  onMerged?: (taken: FieldOf<V>[]) => void;
}
