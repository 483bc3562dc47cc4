import { type Address, addressesApi, addressUpdateSchema } from '@freight/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { addressKeys } from '../../shared/api/queryKeys';
import { type AddressFormErrors, addressFieldErrors } from './addressFieldErrors';
import { type AddressField, type AddressFormValues, addressFormValues } from './addressFormValues';
import { addressPayload } from './addressPayload';
import type { FieldSaveState } from './FieldSaveIndicator';
import { sameAddressValue } from './sameAddressValue';
import { useFieldSaveStates } from './useFieldSaveStates';
import { useUpdateAddress } from './useUpdateAddress';

/** A field is saved this long after it is left (spec section 9). */
const QUIET_MS = 500;
const SAVE_FAILED = 'Failed to save changes';

/**
 * The edit screen's per-field saving: a field left (or a choice made) is sent alone after 500 ms, as
 * `PUT {field}` with `If-Match`, one request at a time so each carries the version the last one answered.
 * On 412 (someone else saved meanwhile) the latest address is loaded, the user's unsaved edits are laid
 * over it and saved again, and `conflict` tells the screen to say so.
 */
export function useAddressAutosave(address: Address) {
  const id = address.id;
  const { mutateAsync } = useUpdateAddress();
  const queryClient = useQueryClient();
  const [values, setValuesState] = useState(() => addressFormValues(address));
  const valuesRef = useRef(values);
  /** What the server last confirmed; a field that differs from it is an unsaved edit. */
  const savedRef = useRef(values);
  const versionRef = useRef(address.version);
  const timersRef = useRef(new Map<AddressField, ReturnType<typeof setTimeout>>());
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [conflict, setConflict] = useState(false);
  const { saveStates, markSaving, markSaved, clearState } = useFieldSaveStates();

  const setValues = useCallback((next: AddressFormValues) => {
    valuesRef.current = next;
    setValuesState(next);
  }, []);

  const unsavedFields = useCallback(
    () =>
      (Object.keys(valuesRef.current) as AddressField[]).filter(
        (f) => !sameAddressValue(f, valuesRef.current[f], savedRef.current[f]),
      ),
    [],
  );

  /** Loads the latest address after a 412 and keeps the user's unsaved edits on top; answers those fields. */
  const reload = useCallback(async () => {
    const latest = await callApi(addressesApi.get, { params: { id } });
    const mine = unsavedFields();
    const server = addressFormValues(latest);
    const merged: Record<string, unknown> = { ...server };
    for (const f of mine) merged[f] = valuesRef.current[f];
    savedRef.current = server;
    versionRef.current = latest.version;
    setValues(merged as AddressFormValues);
    queryClient.setQueryData(addressKeys.detail(id), latest);
    setConflict(true);
    return mine;
  }, [id, queryClient, setValues, unsavedFields]);

  // Saves run one after another through this queue; the ref lets a save queue further saves (after a 412).
  const saveRef = useRef<(field: AddressField) => Promise<void>>(async () => {});
  const enqueue = useCallback((field: AddressField) => {
    queueRef.current = queueRef.current.then(() => saveRef.current(field)).catch(() => {});
  }, []);

  const save = useCallback(
    async (field: AddressField): Promise<void> => {
      const sent = valuesRef.current[field];
      if (sameAddressValue(field, sent, savedRef.current[field])) return;
      const changes = addressPayload(valuesRef.current, [field]);
      const parsed = addressUpdateSchema.safeParse(changes);
      if (!parsed.success) {
        setErrors((current) => ({ ...current, ...addressFieldErrors(parsed.error) }));
        return;
      }
      markSaving(field);
      try {
        const updated = await mutateAsync({ id, changes, version: versionRef.current });
        versionRef.current = updated.version;
        const server = addressFormValues(updated);
        savedRef.current = server;
        // Untouched since it was sent: show the stored form (trimmed text, a blank count as 1).
        if (sameAddressValue(field, valuesRef.current[field], sent)) {
          setValues({ ...valuesRef.current, [field]: server[field] });
        }
        setErrors(({ [field]: _done, ...rest }) => rest);
        markSaved(field);
      } catch (error) {
        clearState(field);
        if (!ApiError.is(error, 412)) {
          setErrors((current) => ({ ...current, [field]: SAVE_FAILED }));
          return;
        }
        try {
          const mine = await reload();
          // Queued behind this save, so each goes with the version just loaded.
          for (const f of mine) enqueue(f);
        } catch {
          setErrors((current) => ({ ...current, [field]: SAVE_FAILED }));
        }
      }
    },
    [id, mutateAsync, reload, setValues, markSaving, markSaved, clearState, enqueue],
  );

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const schedule = useCallback(
    (field: AddressField) => {
      const timers = timersRef.current;
      clearTimeout(timers.get(field));
      timers.set(
        field,
        setTimeout(() => {
          timers.delete(field);
          enqueue(field);
        }, QUIET_MS),
      );
    },
    [enqueue],
  );

  /** Edits a field; `commit` saves it without waiting for a blur (selects, checkboxes). */
  const change = useCallback(
    <K extends AddressField>(field: K, value: AddressFormValues[K], commit = false) => {
      setValues({ ...valuesRef.current, [field]: value });
      setErrors(({ [field]: _cleared, ...rest }) => rest as AddressFormErrors);
      if (commit) schedule(field);
    },
    [schedule, setValues],
  );

  /** Sends every waiting field now and resolves when the queue is empty (a 412 may queue more saves). */
  const flush = useCallback(async () => {
    for (const [field, timer] of timersRef.current) {
      clearTimeout(timer);
      enqueue(field);
    }
    timersRef.current.clear();
    let pending: Promise<void>;
    do {
      pending = queueRef.current;
      await pending;
    } while (pending !== queueRef.current);
  }, [enqueue]);

  // Leaving the screen with a field still waiting: save it rather than drop it.
  useEffect(() => () => void flush(), [flush]);

  return {
    values,
    errors,
    setErrors,
    change,
    blur: schedule,
    flush,
    reload,
    unsavedFields,
    saveStates: saveStates as Partial<Record<AddressField, FieldSaveState>>,
    conflict,
    dismissConflict: () => setConflict(false),
    current: () => valuesRef.current,
    version: () => versionRef.current,
    confirmSaved: (updated: Address) => {
      versionRef.current = updated.version;
      savedRef.current = addressFormValues(updated);
    },
  };
}
