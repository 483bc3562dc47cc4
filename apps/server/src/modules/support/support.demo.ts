import { addDays, interactionCreateSchema, todayIso } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as contactsService from '../contacts/contacts.service';
import * as usersService from '../users/users.service';
import { countInteractions } from './support.repository';
import * as service from './support.service';

/** A fortnight of a support desk's work, one line per interaction: days ago and the fields. */
const DEMO_INTERACTIONS = [
  [
    0,
    'WhatsApp',
    'Tracking',
    'Open',
    'Inbound',
    'Where is container MSCU 482193?',
    'Client asked for the ETA of the Rotterdam container; promised an update by end of day.',
  ],
  [
    0,
    'Calls',
    'Sales',
    'Follow-up Required',
    'Outbound',
    'Rates for two 40ft to Santos',
    'Called about the monthly volume; they want a quote for two 40ft high cubes to Santos.',
  ],
  [
    1,
    'Email',
    'Information',
    'Resolved',
    'Inbound',
    'Documents needed for customs',
    'Sent the list of documents for import clearance: commercial invoice, packing list, bill of lading.',
  ],
  [
    2,
    'On site',
    'Procurement',
    'In Progress',
    'Inbound',
    'Supplier visit in Shanghai',
    'Met the buyer at our office to plan the supplier visit and consolidation of three suppliers.',
  ],
  [
    3,
    'Facebook',
    'Support',
    'Closed',
    'Inbound',
    'Login to the tracking portal',
    'Client could not sign in to the portal; reset the account and confirmed it works.',
  ],
  [
    4,
    'Email',
    'Claim',
    'Open',
    'Inbound',
    'Damaged pallet on delivery',
    'One pallet of kitchenware arrived with a broken corner; photos requested for the insurer.',
  ],
  [
    6,
    'Calls',
    'Accounting',
    'Resolved',
    'Outbound',
    'Invoice 2291 overdue',
    'Reminded accounts payable of the overdue invoice; payment scheduled for Friday.',
  ],
  [
    8,
    'Instagram',
    'Sales',
    'Open',
    'Inbound',
    'Air freight for samples',
    'Asked about sending 20 kg of samples by air to Hamburg next week.',
  ],
  [
    10,
    'Other',
    'Tracking',
    'Closed',
    'Outbound',
    'Delivery confirmed',
    'Confirmed proof of delivery with the consignee and closed the shipment file.',
  ],
  [
    13,
    'WhatsApp',
    'Information',
    'Resolved',
    'Inbound',
    'Opening hours over the holidays',
    'Shared the warehouse opening hours for the holiday weeks.',
  ],
] as const;

/** Ten interactions for the first demo contacts, dated over the last two weeks, logged by the first admin. */
export async function loadDemoInteractions(db: Db): Promise<number> {
  if ((await countInteractions(db)) > 0) return 0;
  const adminId = (await usersService.list(db, { role: 'admin', select: 'id', limit: '1' })).data[0]?.id;
  const people = (await contactsService.list(db, { order_by: 'id', select: 'id', limit: '5' })).data;
  if (adminId === undefined || people.length === 0) return 0;
  const today = todayIso();
  let made = 0;
  for (const [
    i,
    [daysAgo, channel, category, status, type, subject, description],
  ] of DEMO_INTERACTIONS.entries()) {
    const input = interactionCreateSchema.parse({
      contact_id: people[i % people.length]!.id,
      date: addDays(today, -daysAgo),
      channel,
      category,
      status,
      interaction_type: type,
      subject,
      description,
    });
    await service.create(db, input, adminId);
    made++;
  }
  return made;
}
