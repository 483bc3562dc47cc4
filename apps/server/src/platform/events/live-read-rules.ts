import { hasPermission, type LiveEvent, type ModuleName } from '@freight/domain';
import type { AuthContext } from '../auth-context';

/** Which of an event's records a listener may read, by the records' own visibility. */
type SeesRecord = (reader: AuthContext) => (id: number) => boolean;

/**
 * Who may hear of a change of one kind: the same grant and visibility rules as the GET of its records. The
 * modules write them (through their services) and the app passes one per kind to the events plugin, so that
 * `platform/` knows no module.
 */
export interface LiveReadRule {
  /**
   * Whether this listener may hear of the event at all, from its own grants in memory (no query): the
   * module's view grant, and for events without record ids (too many, or a folder) or of deleted records
   * whatever the module said about them in `user_ids`. A listener the event does not list never gets here.
   */
  mayHear(reader: AuthContext, event: LiveEvent): boolean;
  /**
   * For records with a visibility of their own (a private task, someone's document): loads what decides it for
   * these records, ONCE per event whatever the number of listeners, and answers which of them a listener sees.
   * Not asked for deleted records (they are gone: the module lists who could read them in `user_ids`, in the
   * deleting transaction) nor for events without ids. Absent: the grant decides alone.
   */
  visibility?(ids: readonly number[]): Promise<SeesRecord>;
}

export type LiveReadRules = Readonly<Record<LiveEvent['kind'], LiveReadRule>>;

/** Records every holder of the module's view grant may read (contacts, quotations, interactions). */
export function viewGrantRule(module: ModuleName): LiveReadRule {
  return { mayHear: (reader) => hasPermission(reader.user.role, reader.permissions, module, 'view') };
}

/** Events meant for the users they list and nobody else (notifications): without a list, no one hears it. */
export const listedUsersRule: LiveReadRule = { mayHear: (_reader, event) => event.user_ids !== undefined };
