import { useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { type ApiErrorMessages, apiErrorMessage } from '../api/apiErrorMessage';
import { hasErrorCode } from '../api/hasErrorCode';
import { type SameValue, unsavedFields } from '../autosave/autosaveMerge';
import type { FieldOf } from '../autosave/autosaveTypes';
import type { FieldConflictProps } from '../autosave/FieldConflict';
import { formatFieldValue } from '../autosave/formatFieldValue';
import { revealFirstConflict } from '../autosave/revealFirstConflict';
import { translateFieldErrors } from '../i18n/validationMessages';
import { focusFirstInvalid } from './focusFirstInvalid';
import { type RecordFormState, staleMerge, withoutErrorsOf } from './recordFormState';
import { schemaFieldErrors } from './schemaFieldErrors';

/** What a form may show under each of its fields (server messages may name fields the form has not got). */
export type FormErrors<V> = Partial<Record<FieldOf<V> | string, string>>;

/** How an edit form reads the latest stored record after a 412, to merge it with what the user typed. */
export interface StaleReload<V> {
  /** Each field's label as the form shows it (the conflict notice names it). */
  labels: Readonly<Record<FieldOf<V>, string>>;
  /** The latest stored record as form values, with its version. */
  load: () => Promise<{ values: V; version: number }>;
  /** A value as the conflict notice shows it. Default: plain text. */
  formatValue?: (field: FieldOf<V>, value: V[FieldOf<V>]) => string;
}

export interface RecordFormOptions<V> {
  /** The starting values: a blank record's, or the stored record's. */
  initial: V | (() => V);
  /** The stored record's version that the first save sends (`If-Match`); none for a new record. */
  version?: number;
  /** Whether two values of a field would be stored the same. Default: equal as JSON. */
  same?: SameValue<V>;
  /** A change that moves other fields with it (e.g. a cost line's amount follows its quantity). */
  applyChange?: (values: V, patch: Partial<V>) => V;
  /** For an edit form: how a 412 is merged (see `fail`). Without it a 412 is shown as a message. */
  stale?: StaleReload<V>;
  /**
   * Each field's label as the form shows it, in the reader's language (`translateLabels` of the form's table of
   * message ids): outside English the domain's sentences for any field ('Name can be at most 255 characters')
   * name the field by it; without a label they word the rule alone. Default: the stale reload's labels.
   */
  labels?: Readonly<Partial<Record<FieldOf<V> | string, string>>>;
}

const sameJson = <V>(_field: keyof V, a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state of one record's form with a Save button: values, the fields changed since the record was loaded,
 * messages per field (the domain schema's, then the server's), a form-level message, and the one conflict
 * policy for a stale save: after a 412 the latest record is loaded, a field only the colleague changed takes
 * their value, a field only the user changed keeps the user's, and a field both changed shows both values at
 * the field (Keep mine / Take theirs) until the user chooses; the next save carries the latest version.
 * Autosaving forms use `useFieldAutosave` (`shared/autosave/`), which applies the same merge field by field.
 */
export function useRecordForm<V extends object>(options: RecordFormOptions<V>) {
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<RecordFormState<V>>(() => {
    const values = typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial;
    return { values, base: values, version: options.version, errors: {}, conflicts: {}, stale: false };
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useMemo(() => Object.keys(state.base) as FieldOf<V>[], [state.base]);
  const same = options.same ?? (sameJson as SameValue<V>);

  /** Several fields at once; each edited field's message and conflict go. */
  const change = useCallback((patch: Partial<V>) => {
    setState((current) => {
      const applied = latest.current.applyChange?.(current.values, patch) ?? { ...current.values, ...patch };
      return withoutErrorsOf({ ...current, values: applied }, Object.keys(patch));
    });
  }, []);

  const setField = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => change({ [field]: value } as unknown as Partial<V>),
    [change],
  );

  const setErrors = useCallback(
    (errors: FormErrors<V>) => setState((current) => ({ ...current, errors })),
    [],
  );

  /**
   * The domain's check of `input` (default: the values): the parsed body, or null with each field's first
   * message shown and the first wrong field focused.
   */
  const validate = <S extends z.ZodType>(schema: S, input: unknown = state.values): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    setErrors(
      parsed.success
        ? {}
        : translateFieldErrors(schemaFieldErrors(parsed.error), fieldLabels(latest.current)),
    );
    if (parsed.success) return parsed.data;
    focusFirstInvalid(formRef.current);
    return null;
  };

  /** Starts again from a stored record (or blank values): nothing changed, no messages. */
  const reset = useCallback((values: V, version?: number) => {
    setState({ values, base: values, version, errors: {}, conflicts: {}, stale: false });
    setFormError(null);
  }, []);

  /**
   * A failed save. A 412 on an edit form loads the latest record and merges it (see above) and answers
   * 'conflict'; otherwise the server's field messages go under their fields, the message for the error's code
   * above the form, and the first wrong field gets focus.
   */
  const fail = useCallback(
    async (
      error: unknown,
      fallback: string,
      overrides?: ApiErrorMessages,
    ): Promise<'conflict' | 'failed'> => {
      const stale = latest.current.stale;
      if (stale && hasErrorCode(error, 'PRECONDITION_FAILED')) {
        try {
          const theirs = await stale.load();
          setFormError(null);
          setState((current) => staleMerge(current, theirs, same));
          requestAnimationFrame(() => revealFirstConflict());
          return 'conflict';
        } catch (reloadError) {
          setFormError(apiErrorMessage(reloadError, fallback, overrides));
          return 'failed';
        }
      }
      const serverFields = (ApiError.is(error) ? error.fields : {}) as FormErrors<V>;
      if (Object.keys(serverFields).length > 0) {
        setErrors(translateFieldErrors(serverFields, fieldLabels(latest.current)));
        focusFirstInvalid(formRef.current);
      }
      setFormError(apiErrorMessage(error, fallback, overrides));
      return 'failed';
    },
    [same, setErrors],
  );

  const { values, base, conflicts } = state;
  const conflictFields = Object.keys(conflicts) as FieldOf<V>[];

  /** The notice under a field both sides changed, for `conflictContainer`; undefined elsewhere. */
  const conflictAt = useCallback(
    (field: FieldOf<V>): FieldConflictProps | undefined => {
      const conflict = conflicts[field];
      const stale = latest.current.stale;
      if (!conflict || !stale) return undefined;
      const format = stale.formatValue ?? ((_f, value) => formatFieldValue(value));
      return {
        label: stale.labels[field],
        mine: format(field, values[field]),
        theirs: format(field, conflict.theirs as V[FieldOf<V>]),
        onKeepMine: () => setState((current) => resolved(current, field)),
        onTakeTheirs: () =>
          setState((current) =>
            resolved({ ...current, values: { ...current.values, [field]: conflict.theirs } }, field),
          ),
      };
    },
    [conflicts, values],
  );

  /** True (and the first conflict brought into view) while a field still waits for Keep mine / Take theirs. */
  const blockedByConflict = useCallback(() => {
    if (conflictFields.length === 0) return false;
    revealFirstConflict(true);
    return true;
  }, [conflictFields.length]);

  return {
    formRef,
    values,
    /** The values the form was loaded with (after a 412: the colleague's). */
    base,
    /** The version the next save sends as `If-Match`. */
    version: state.version,
    errors: state.errors,
    dirtyFields: unsavedFields(fields, same, values, base),
    /** Each field's label in the reader's language, for a form's own check worded with `translateFieldErrors`. */
    labels: fieldLabels(options),
    /** A save was refused because someone else saved first; their values are merged in. */
    stale: state.stale,
    formError,
    setFormError,
    conflictFields,
    conflictAt,
    blockedByConflict,
    change,
    setField,
    setErrors,
    validate,
    reset,
    fail,
  };
}

export type RecordForm<V extends object> = ReturnType<typeof useRecordForm<V>>;

/** The labels that name the fields in their messages: the form's own, else those its conflict notices use. */
function fieldLabels<V>(options: RecordFormOptions<V>) {
  return options.labels ?? options.stale?.labels;
}

function resolved<V>(state: RecordFormState<V>, field: FieldOf<V>): RecordFormState<V> {
  const { [field]: _settled, ...conflicts } = state.conflicts;
  return { ...state, conflicts: conflicts as RecordFormState<V>['conflicts'] };
}
