import { hasErrorCode } from '../api/hasErrorCode';
import { adoptSavedValues, mergeAfterConflict, unsavedFields } from './autosaveMerge';
import type {
  AutosaveConfig,
  AutosaveState,
  FieldConflicts,
  FieldOf,
  SaveAllResult,
  SaveTiming,
} from './autosaveTypes';
import { FieldSaveMarks } from './FieldSaveMarks';
import { validatedPayload } from './validatedPayload';
import { withoutKeys as without } from './withoutKeys';

/**
 * The autosave of one record's form, without React (useFieldAutosave wraps it). Changes are sent as
 * `PUT {changed fields}` with `If-Match`, one request at a time, each with the version the previous one was
 * answered with. On a 412 it stops saving, loads the latest record and merges it with the user's unsaved edits
 * field by field (mergeAfterConflict): fields only the colleague changed take their value at once; fields
 * both changed are conflicts the user settles with Keep mine or Take theirs, after which saving resumes.
 */
export class FieldAutosave<V, R extends { version: number }, P> {
  private readonly config: AutosaveConfig<V, R, P>;
  private values: V;
  /** What the server last confirmed; a field that differs from it is an unsaved edit. */
  private saved: V;
  private version: number;
  private errors: AutosaveState<V>['errors'] = {};
  private readonly marks = new FieldSaveMarks<FieldOf<V>>(() => this.emit());
  private conflicts: FieldConflicts<V> = {};
  private lastSavedAt: Date | null = null;
  private readonly quietTimers = new Map<FieldOf<V>, ReturnType<typeof setTimeout>>();
  /** Fields asked to be saved and not sent yet; they wait here while a conflict is open. */
  private readonly requested = new Set<FieldOf<V>>();
  /** The fields of the request under way, if any. */
  private sending: FieldOf<V>[] = [];
  private running = false;
  /** After the form is gone, requests must outlive the page. */
  private keepalive = false;
  private idleWaiters: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();
  private state: AutosaveState<V>;

  constructor(config: AutosaveConfig<V, R, P>) {
    this.config = config;
    this.values = config.toValues(config.record);
    this.saved = this.values;
    this.version = config.record.version;
    this.state = this.snapshot();
  }

  getState = (): AutosaveState<V> => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a change the user made and saves it when `timing` says. */
  change(patch: Partial<V>, timing: SaveTiming): void {
    const { next, fields } = this.config.applyChange
      ? this.config.applyChange(this.values, patch)
      : { next: { ...this.values, ...patch }, fields: Object.keys(patch) as FieldOf<V>[] };
    this.values = next;
    this.errors = without(this.errors, fields);
    // Typing the colleague's value settles the conflict: there is nothing left to choose.
    const settled = fields.filter((f) => this.conflicts[f] && this.config.same(f, next[f], this.saved[f]));
    this.conflicts = without(this.conflicts, settled);
    if (timing === 'now') {
      this.cancelQuietTimers(fields);
      this.request(fields);
    } else if (timing === 'quiet') {
      this.schedule(fields);
    }
    if (settled.length > 0) this.requestUnsaved();
    this.emit();
  }

  /** The user left a field: it is saved after the quiet time. */
  leave(field: FieldOf<V>): void {
    this.schedule([field]);
    this.emit();
  }

  /** Settles a conflict; once none is left, every unsaved edit is sent on the version just loaded. */
  resolve(field: FieldOf<V>, choice: 'mine' | 'theirs'): void {
    if (!this.conflicts[field]) return;
    this.conflicts = without(this.conflicts, [field]);
    if (choice === 'theirs') this.values = { ...this.values, [field]: this.saved[field] };
    this.requestUnsaved();
    this.emit();
  }

  /** Save button: checks every field, then sends every unsaved edit and says how it went. */
  async saveAll(): Promise<SaveAllResult> {
    const { errors } = this.validate(this.config.fields);
    if (Object.keys(errors).length > 0) {
      this.errors = { ...this.errors, ...errors };
      this.emit();
      return 'invalid';
    }
    this.cancelQuietTimers([...this.quietTimers.keys()]);
    this.requestUnsaved();
    await this.whenIdle();
    if (this.paused) return 'conflict';
    return this.unsaved().length === 0 ? 'saved' : 'failed';
  }

  /**
   * The page is going away (`pagehide`): every unsaved edit goes at once in one request that outlives the
   * page. If a request is still travelling, this one is based on the version that request will leave behind;
   * if that guess is wrong the server answers 412 and writes nothing, so nobody's change is overwritten.
   */
  exit(): void {
    this.cancelQuietTimers([...this.quietTimers.keys()]);
    const fields = this.unsaved().filter((f) => !this.conflicts[f]);
    if (fields.length === 0) return;
    const { payload, fields: carried } = this.validate(fields);
    if (payload === null) return;
    const sent = this.values;
    const version = this.sending.length > 0 ? this.version + 1 : this.version;
    this.config.save(payload, version, { keepalive: true }).then(
      // Heard only when the page was kept (back/forward cache) and comes back.
      (record) => {
        this.accept(record, sent, carried);
        this.emit();
      },
      () => {},
    );
  }

  /** The form is on screen. */
  attach(): void {
    this.keepalive = false;
  }

  /** The form left the screen: unsaved edits are still sent, in requests that outlive the page. */
  detach(): void {
    this.keepalive = true;
    this.cancelQuietTimers([...this.quietTimers.keys()]);
    this.requestUnsaved();
  }

  private get paused(): boolean {
    return Object.keys(this.conflicts).length > 0;
  }

  private get idle(): boolean {
    return !this.running && (this.paused || this.requested.size === 0);
  }

  private unsaved(): FieldOf<V>[] {
    return unsavedFields(this.config.fields, this.config.same, this.values, this.saved) as FieldOf<V>[];
  }

  private validate(fields: readonly FieldOf<V>[]) {
    return validatedPayload(this.config.schema, this.config.toPayload, this.values, fields);
  }

  private whenIdle(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(fields: readonly FieldOf<V>[]): void {
    for (const field of fields) {
      clearTimeout(this.quietTimers.get(field));
      const timer = setTimeout(() => {
        this.quietTimers.delete(field);
        this.request([field]);
        this.emit();
      }, this.config.quietMs);
      this.quietTimers.set(field, timer);
    }
  }

  private cancelQuietTimers(fields: readonly FieldOf<V>[]): void {
    for (const field of fields) {
      clearTimeout(this.quietTimers.get(field));
      this.quietTimers.delete(field);
    }
  }

  private requestUnsaved(): void {
    this.request(this.unsaved().filter((f) => !this.conflicts[f]));
  }

  private request(fields: readonly FieldOf<V>[]): void {
    for (const field of fields) this.requested.add(field);
    void this.pump();
  }

  /** Sends the requested fields, one request at a time, until none is left or a conflict stops it. */
  private async pump(): Promise<void> {
    if (this.running || this.paused || this.requested.size === 0) return;
    this.running = true;
    this.emit();
    try {
      while (!this.paused && this.requested.size > 0) {
        const fields = [...this.requested];
        this.requested.clear();
        await this.send(fields);
      }
    } finally {
      this.running = false;
      this.emit();
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  private async send(requested: FieldOf<V>[]): Promise<void> {
    const sent = this.values;
    const changed = requested.filter((f) => !this.config.same(f, sent[f], this.saved[f]));
    if (changed.length === 0) return;
    const { payload, fields, errors } = this.validate(changed);
    this.errors = { ...this.errors, ...errors };
    if (payload === null) return this.emit();
    this.sending = fields;
    this.markSaveState(fields, 'saving');
    try {
      const record = await this.config.save(payload, this.version, { keepalive: this.keepalive });
      this.sending = [];
      this.accept(record, sent, fields);
      this.markSaveState(fields, 'saved');
    } catch (error) {
      this.sending = [];
      this.markSaveState(fields, undefined);
      if (hasErrorCode(error, 'PRECONDITION_FAILED')) await this.reconcile(fields, error);
      else this.fail(fields, error);
      this.emit();
    }
  }

  private accept(record: R, sent: V, fields: readonly FieldOf<V>[]): void {
    // An older answer arriving late (after a page restore) must not undo a newer one.
    if (record.version <= this.version) return;
    const before = this.saved;
    const server = this.config.toValues(record);
    this.version = record.version;
    this.saved = server;
    this.values = adoptSavedValues(this.config.fields, this.config.same, {
      local: this.values,
      sent,
      sentFields: fields,
      before,
      server,
    });
    this.errors = without(this.errors, fields);
    this.lastSavedAt = new Date();
  }

  /** After a 412: the latest record, merged with the user's edits; conflicts pause saving. */
  private async reconcile(fields: FieldOf<V>[], stale: unknown): Promise<void> {
    let record: R;
    try {
      record = await this.config.load();
    } catch (error) {
      this.fail(fields, error);
      return;
    }
    // No newer version to merge with: sending again would only meet the same 412.
    if (record.version === this.version) return this.fail(fields, stale);
    const theirs = this.config.toValues(record);
    const merge = mergeAfterConflict(this.config.fields, this.config.same, {
      base: this.saved,
      mine: this.values,
      theirs,
    });
    this.version = record.version;
    this.saved = theirs;
    this.values = merge.values;
    this.conflicts = Object.fromEntries(
      merge.conflicts.map((field) => [field, { theirs: theirs[field] }]),
    ) as FieldConflicts<V>;
    if (merge.taken.length > 0) this.config.onMerged?.(merge.taken as FieldOf<V>[]);
    this.requestUnsaved();
  }

  private fail(fields: readonly FieldOf<V>[], error: unknown): void {
    // A save can be refused because of another field (a new transport mode that the stored origin does not
    // fit): the server's messages for fields of this form go under those fields.
    const known = this.config.fields as readonly string[];
    const named: Record<string, string> = hasErrorCode(error, 'VALIDATION_FAILED')
      ? Object.fromEntries(Object.entries(error.fields).filter(([field]) => known.includes(field)))
      : {};
    const failed = Object.fromEntries(
      fields.map((f) => [f, named[f] ?? this.config.failureMessage(f, error)]),
    );
    this.errors = { ...this.errors, ...named, ...failed };
  }

  private markSaveState(fields: readonly FieldOf<V>[], state: 'saving' | 'saved' | undefined): void {
    this.marks.set(fields, state);
    this.emit();
  }

  private snapshot(): AutosaveState<V> {
    return {
      values: this.values,
      saved: this.saved,
      errors: this.errors,
      saveStates: this.marks.marks,
      conflicts: this.conflicts,
      saving: this.quietTimers.size > 0 || this.running,
      lastSavedAt: this.lastSavedAt,
    };
  }

  private emit(): void {
    this.state = this.snapshot();
    for (const listener of this.listeners) listener();
  }
}
