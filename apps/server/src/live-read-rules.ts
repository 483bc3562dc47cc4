import { documentReadRule } from './modules/documents/document-readers.service';
import { taskReadRule } from './modules/tasks/task-readers.service';
import type { Db } from './platform/database/database';
import { type LiveReadRules, listedUsersRule, viewGrantRule } from './platform/events/live-read-rules';

/**
 * Who may hear of each kind of live change: the same rules as the GET of its records. Quotations, contacts,
 * interactions and shipments are read by every holder of the module's view grant; tasks and documents have a visibility of
 * their own, written by their modules; notifications go to their recipients only. A new kind does not compile
 * until it has a rule here.
 */
export function liveReadRules(db: Db): LiveReadRules {
  return {
    quotation: viewGrantRule('quotations'),
    contact: viewGrantRule('contacts'),
    interaction: viewGrantRule('support'),
    task: taskReadRule(db),
    document: documentReadRule(db),
    notification: listedUsersRule,
    shipment: viewGrantRule('shipments'),
  };
}
