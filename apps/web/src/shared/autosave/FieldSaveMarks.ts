import type { FieldSaveState } from './autosaveTypes';
import { withoutKeys } from './withoutKeys';

/** How long a field's saved tick stays. */
export const SAVED_TICK_MS = 2000;

/** The per-field 'saving' and 'saved' marks; a 'saved' mark clears itself after SAVED_TICK_MS. */
export class FieldSaveMarks<K extends string> {
  marks: Partial<Record<K, FieldSaveState>> = {};
  private readonly timers = new Map<K, ReturnType<typeof setTimeout>>();

  /** `onExpire` runs when a tick clears by itself, so the owner can publish the change. */
  constructor(private readonly onExpire: () => void) {}

  set(fields: readonly K[], state: FieldSaveState | undefined): void {
    const next = withoutKeys(this.marks, fields);
    for (const field of fields) {
      clearTimeout(this.timers.get(field));
      this.timers.delete(field);
      if (state) next[field] = state;
      if (state === 'saved') {
        const timer = setTimeout(() => {
          this.timers.delete(field);
          this.marks = withoutKeys(this.marks, [field]);
          this.onExpire();
        }, SAVED_TICK_MS);
        this.timers.set(field, timer);
      }
    }
    this.marks = next;
  }
}
