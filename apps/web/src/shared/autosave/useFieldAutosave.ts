import { notifications } from '@mantine/notifications';
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../api/ApiError';
import { translate, useT } from '../i18n/useT';
import { translateFieldErrors, translateValidation } from '../i18n/validationMessages';
import type { SameValue } from './autosaveMerge';
import type { AutosaveConfig, FieldOf, SaveTiming } from './autosaveTypes';
import { FieldAutosave } from './FieldAutosave';
import type { FieldConflictProps } from './FieldConflict';
import { formatFieldValue } from './formatFieldValue';
import { revealFirstConflict } from './revealFirstConflict';

/** What the record's update mutation takes: `PUT {changes}` with `If-Match: version`. */
interface AutosaveUpdate<P> {
  id: number;
  changes: P;
  version: number;
  /** The request must outlive the page (the last save on `pagehide`). */
  keepalive: boolean;
}

export interface FieldAutosaveOptions<V, R extends { id: number; version: number }, P, K extends QueryKey> {
  /** The record as loaded; the form starts from it (later changes to it are not read: the form owns its copy). */
  record: R;
  /** The record's query: read again after a 412, which also refreshes its cache entry. */
  query: FetchQueryOptions<R, Error, R, K>;
  /** The record's update mutation (`mutateAsync`); a stale version must throw ApiError 412. */
  update: (request: AutosaveUpdate<P>) => Promise<R>;
  /** Every field's label, in screen order: 'Failed to update {label}' and the conflict notice name it. */
  labels: Readonly<Record<FieldOf<V>, string>>;
  /** The form's values of a stored record. */
  toValues: (record: R) => V;
  /** Whether two values of a field would be stored the same. */
  same: SameValue<V>;
  /** The update body for some fields, before the schema checks it. */
  toPayload: (values: V, fields: readonly FieldOf<V>[]) => unknown;
  /** The domain's update schema. */
  schema: AutosaveConfig<V, R, P>['schema'];
  /** Quiet time before a typed or left field is sent. */
  quietMs: number;
  /** The message under a field whose save failed, e.g. (label) => `Failed to update ${label}`. */
  failureMessage: (label: string) => string;
  /** A change that brings others with it. */
  applyChange?: AutosaveConfig<V, R, P>['applyChange'];
  /** A value as the conflict notice shows it; `values` is the side it comes from. Default: plain text. */
  formatValue?: (field: FieldOf<V>, value: V[FieldOf<V>], values: V) => string;
}

/**
 * One record's form that saves itself field by field (see FieldAutosave for the rules). Returns the form's
 * values, messages, save marks and conflicts, and the calls the form's inputs make: `change(patch, timing)`,
 * `leave(field)`, `saveAll()` (a Save button), and `conflictAt(field)`, the notice under a field with its
 * Keep mine and Take theirs. Unsaved edits are sent when the form unmounts and, with keepalive, on `pagehide`.
 */
export function useFieldAutosave<V, R extends { id: number; version: number }, P, K extends QueryKey>(
  options: FieldAutosaveOptions<V, R, P, K>,
) {
  const queryClient = useQueryClient();
  // The engine is made once; calls reach the latest update and query through this ref.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [engine] = useState(() => {
    const { labels, failureMessage } = options;
    return new FieldAutosave<V, R, P>({
      ...options,
      fields: Object.keys(labels) as FieldOf<V>[],
      save: (changes, version, { keepalive }) =>
        latest.current.update({ id: options.record.id, changes, version, keepalive }),
      load: () => queryClient.fetchQuery({ ...latest.current.query, staleTime: 0 }),
      failureMessage: (field, error) => {
        const reason = ApiError.is(error) ? error.fields[field] : undefined;
        const failure = failureMessage(labels[field]);
        return reason
          ? translate('autosave.failedBecause', {
              failure,
              reason: translateValidation(reason, labels[field]),
            })
          : failure;
      },
      onMerged: (taken) =>
        notifications.show({
          color: 'blue',
          title: translate('autosave.mergedTitle'),
          message: translate('autosave.mergedMessage', {
            count: taken.length,
            fields: taken.map((f) => labels[f]).join(', '),
          }),
        }),
    });
  });
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  // The schema's and the server's messages are the domain's English: shown in the reader's language, as the
  // forms show them (and again when the language changes).
  useT();
  const errors = translateFieldErrors(state.errors, options.labels);
  const conflictCount = Object.keys(state.conflicts).length;

  useEffect(() => {
    engine.attach();
    const exit = () => engine.exit();
    window.addEventListener('pagehide', exit);
    return () => {
      window.removeEventListener('pagehide', exit);
      engine.detach();
    };
  }, [engine]);

  // Unsaved choices cannot be sent on the way out: ask before the page goes.
  useEffect(() => {
    if (conflictCount === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [conflictCount]);

  // A conflict is seen where it sits, at its field: when one appears, or one is settled and others remain.
  useEffect(() => {
    if (conflictCount > 0) requestAnimationFrame(() => revealFirstConflict());
  }, [conflictCount]);

  const { values, saved, conflicts } = state;
  const conflictAt = useCallback(
    (field: FieldOf<V>): FieldConflictProps | undefined => {
      const conflict = conflicts[field];
      if (!conflict) return undefined;
      const format = latest.current.formatValue ?? ((_f, value) => formatFieldValue(value));
      return {
        label: latest.current.labels[field],
        mine: format(field, values[field], values),
        theirs: format(field, conflict.theirs as V[FieldOf<V>], saved),
        onKeepMine: () => engine.resolve(field, 'mine'),
        onTakeTheirs: () => engine.resolve(field, 'theirs'),
      };
    },
    [conflicts, values, saved, engine],
  );

  return {
    ...state,
    errors,
    conflictCount,
    conflictAt,
    change: useCallback((patch: Partial<V>, timing: SaveTiming) => engine.change(patch, timing), [engine]),
    leave: useCallback((field: FieldOf<V>) => engine.leave(field), [engine]),
    saveAll: useCallback(() => engine.saveAll(), [engine]),
  };
}
