import type { ComponentType } from 'react';
import { CalendarDateInput } from '../forms/CalendarDateInput';
import { useT } from '../i18n/useT';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d*$/;

/** The address's day when it reads as YYYY-MM-DD, else '' (a hand-edited link's '01/12/2026'). */
export const readableDay = (text: string) => (ISO_DAY.test(text) ? text : '');
/** The address's record id when it reads as one, else ''. */
export const readableId = (text: string) => (ID.test(text) ? text : '');

/** What a client picker takes: the chosen contact's id, and the contact picked (or null when cleared). */
export interface ClientPickerProps {
  label?: string;
  value: number | null;
  onChange: (contact: { id: number } | null) => void;
}

/** One end of the day window: the filter it sets and its label. */
interface DayField<K extends string> {
  key: K;
  label: string;
}

interface DayRangeClientFieldsProps<K extends string> {
  /** The window's first and last day. */
  days: readonly [DayField<K>, DayField<K>];
  /** The list's filter values: the two days' and the client's (`contact`, a contact id). */
  filters: Record<K | 'contact', string>;
  onChange: (patch: Partial<Record<K | 'contact', string>>) => void;
  /**
   * The contact picker, given only to those who may look contacts up (without it the field is left out). It is
   * passed in because the shared list kit does not reach into a feature's folder.
   */
  ClientPicker?: ComponentType<ClientPickerProps>;
}

/**
 * A list's filter fields for a day window and a client: the days in the user's date format (kept YYYY-MM-DD in
 * the address) and the client as a contact id. A hand-edited address that does not read shows empty fields.
 * Placed inside the list's filter grid, beside any filters of the list's own.
 */
export function DayRangeClientFields<K extends string>({
  days,
  filters,
  onChange,
  ClientPicker,
}: DayRangeClientFieldsProps<K>) {
  const t = useT();
  const change = (key: K | 'contact', value: string) =>
    onChange({ [key]: value } as Partial<Record<K | 'contact', string>>);
  return (
    <>
      {days.map(({ key, label }) => (
        <CalendarDateInput
          key={key}
          label={label}
          value={readableDay(filters[key]) || null}
          onChange={(value) => change(key, value ?? '')}
        />
      ))}
      {ClientPicker && (
        <ClientPicker
          label={t('list.client')}
          value={readableId(filters.contact) ? Number(filters.contact) : null}
          onChange={(contact) => change('contact', contact ? String(contact.id) : '')}
        />
      )}
    </>
  );
}
