import type { Db } from '../../platform/database/database';
import { loadDemoContacts } from '../contacts/contacts.demo';
import { loadDemoInteractions } from '../support/support.demo';
import { loadDemoQuotations } from './demo-quotations';

/**
 * The demo data set, feature by feature, in dependency order. Loaded on a brand-new embedded database
 * (or with DEMO_DATA=1); each loader adds nothing when its table already has rows.
 */
const loaders: { name: string; load: (db: Db) => Promise<number> }[] = [
  { name: 'contacts', load: loadDemoContacts },
  { name: 'quotations', load: loadDemoQuotations },
  { name: 'interactions', load: loadDemoInteractions },
];

export async function loadDemoData(db: Db, log: (message: string) => void): Promise<void> {
  for (const loader of loaders) {
    const added = await loader.load(db);
    if (added > 0) log(`Demo data: added ${added} ${loader.name}`);
  }
}
