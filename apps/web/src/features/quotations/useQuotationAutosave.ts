import { type QuotationWithAddresses, quotationsApi, quotationUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { quotationKeys } from '../../shared/api/queryKeys';
import { schemaFieldErrors } from '../../shared/forms/schemaFieldErrors';
import { applyQuotationChange } from './applyQuotationChange';
import type { QuotationChangeMode } from './QuotationSectionProps';
import { quotationFieldLabels } from './quotationFieldLabels';
import { type QuotationField, type QuotationFormValues, quotationFormValues } from './quotationFormValues';
import { sameFieldValue } from './sameFieldValue';
import { toQuotationInput } from './toQuotationInput';
import { useUpdateQuotation } from './useUpdateQuotation';

/** Typed fields save after this much quiet (spec section 9). */
const QUIET_MS = 1000;
const FIELDS = Object.keys(quotationFieldLabels) as QuotationField[];
type FieldErrors = Partial<Record<QuotationField, string>>;

function without(errors: FieldErrors, fields: readonly QuotationField[]): FieldErrors {
  const copy = { ...errors };
  for (const field of fields) delete copy[field];
  return copy;
}

function assign(target: QuotationFormValues, field: QuotationField, value: unknown) {
  (target as unknown as Record<QuotationField, unknown>)[field] = value;
}

/**
 * The Edit Quotation form's autosave. Each change is sent alone (`PUT` with only the changed fields and
 * `If-Match`), one request at a time so every request carries the version the previous one answered.
 * A 412 stops all saving until the user reloads: their unsaved edits are then laid over the latest version
 * and saved, so neither their work nor the other person's is lost without them seeing it.
 */
export function useQuotationAutosave(quotation: QuotationWithAddresses) {
  const id = quotation.id;
  const { mutateAsync } = useUpdateQuotation();
  const queryClient = useQueryClient();
  const [values, setValuesState] = useState(() => quotationFormValues(quotation));
  const valuesRef = useRef(values);
  /** What the server last confirmed; a field differing from it is an unsaved edit. */
  const savedRef = useRef(values);
  const versionRef = useRef(quotation.version);
  const timersRef = useRef(new Map<QuotationField, ReturnType<typeof setTimeout>>());
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  const conflictRef = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [waiting, setWaiting] = useState(0);
  const [inFlight, setInFlight] = useState(0);
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const setValues = useCallback((next: QuotationFormValues) => {
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const cancelTimers = useCallback(() => {
    for (const timer of timersRef.current.values()) clearTimeout(timer);
    timersRef.current.clear();
    setWaiting(0);
  }, []);

  const save = useCallback(
    async (fields: QuotationField[]) => {
      if (conflictRef.current) return;
      const sent = { ...valuesRef.current };
      let changed = fields.filter((f) => !sameFieldValue(f, sent[f], savedRef.current[f]));
      let parsed = quotationUpdateSchema.safeParse(toQuotationInput(sent, changed));
      if (!parsed.success) {
        // Invalid fields show their message and stay unsaved; the valid ones still go.
        const invalid = schemaFieldErrors(parsed.error);
        setErrors((current) => ({ ...current, ...invalid }));
        changed = changed.filter((f) => !invalid[f]);
        parsed = quotationUpdateSchema.safeParse(toQuotationInput(sent, changed));
      }
      if (changed.length === 0 || !parsed.success) return;
      setInFlight((n) => n + 1);
      try {
        const updated = await mutateAsync({ id, changes: parsed.data, version: versionRef.current });
        versionRef.current = updated.version;
        const before = savedRef.current;
        const server = quotationFormValues(updated);
        savedRef.current = server;
        // Fields untouched since they were sent take the server's value (it may have computed them);
        // fields typed into meanwhile keep what the user typed.
        const local = valuesRef.current;
        const next = { ...local };
        let adopted = false;
        for (const f of FIELDS) {
          const reference = changed.includes(f) ? sent[f] : before[f];
          if (sameFieldValue(f, local[f], reference) && !sameFieldValue(f, local[f], server[f])) {
            assign(next, f, server[f]);
            adopted = true;
          }
        }
        if (adopted) setValues(next);
        setErrors((current) => without(current, changed));
        setLastSavedAt(new Date());
      } catch (error) {
        if (ApiError.is(error, 412)) {
          conflictRef.current = true;
          setConflict(true);
          cancelTimers();
        } else {
          const detail = ApiError.is(error) ? error.fields : {};
          const failed = Object.fromEntries(
            changed.map((f) => {
              const reason = detail[f] ? `: ${detail[f]}` : '';
              return [f, `Failed to update ${quotationFieldLabels[f]}${reason}`];
            }),
          );
          setErrors((current) => ({ ...current, ...failed }));
        }
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [id, mutateAsync, setValues, cancelTimers],
  );

  const enqueue = useCallback(
    (fields: QuotationField[]) => {
      queueRef.current = queueRef.current.then(() => save(fields)).catch(() => {});
    },
    [save],
  );

  const change = useCallback(
    (patch: Partial<QuotationFormValues>, mode: QuotationChangeMode) => {
      const { next, fields } = applyQuotationChange(valuesRef.current, patch);
      setValues(next);
      setErrors((current) => without(current, fields));
      const timers = timersRef.current;
      for (const field of fields) {
        clearTimeout(timers.get(field));
        timers.delete(field);
        if (mode === 'typed') {
          const timer = setTimeout(() => {
            timers.delete(field);
            setWaiting(timers.size);
            enqueue([field]);
          }, QUIET_MS);
          timers.set(field, timer);
        }
      }
      setWaiting(timers.size);
      if (mode === 'immediate') enqueue(fields);
    },
    [enqueue, setValues],
  );

  const reload = useCallback(async () => {
    setReloading(true);
    try {
      const latest = await callApi(quotationsApi.get, { params: { id } });
      const local = valuesRef.current;
      const mine = FIELDS.filter((f) => !sameFieldValue(f, local[f], savedRef.current[f]));
      const server = quotationFormValues(latest);
      const merged = { ...server };
      for (const f of mine) assign(merged, f, local[f]);
      savedRef.current = server;
      versionRef.current = latest.version;
      queryClient.setQueryData(quotationKeys.detail(id), latest);
      conflictRef.current = false;
      setConflict(false);
      setValues(merged);
      if (mine.length > 0) enqueue(mine);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not reload the quotation',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setReloading(false);
    }
  }, [id, enqueue, queryClient, setValues]);

  // Leaving the page with a typed change still waiting for quiet: save it now rather than drop it.
  useEffect(
    () => () => {
      const pending = [...timersRef.current.keys()];
      for (const timer of timersRef.current.values()) clearTimeout(timer);
      timersRef.current.clear();
      if (pending.length > 0) enqueue(pending);
    },
    [enqueue],
  );

  const unsavedFields = FIELDS.filter((f) => !sameFieldValue(f, values[f], savedRef.current[f]));
  const saving = waiting > 0 || inFlight > 0;
  const atRisk = saving || (conflict && unsavedFields.length > 0);
  useEffect(() => {
    if (!atRisk) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [atRisk]);

  return { values, errors, change, saving, lastSavedAt, conflict, unsavedFields, reload, reloading };
}
