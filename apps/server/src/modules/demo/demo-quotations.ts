import {
  addDays,
  addressCreateSchema,
  cargoLineCreateSchema,
  costLineCreateSchema,
  LOST_REASONS,
  QUOTATION_STATUSES,
  quotationCreateSchema,
  todayIso,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as addressesService from '../addresses/addresses.service';
import * as cargoLinesService from '../cargo-lines/cargo-lines.service';
import * as contactsService from '../contacts/contacts.service';
import * as costCategoriesService from '../cost-categories/cost-categories.service';
import * as costLinesService from '../cost-lines/cost-lines.service';
import * as quotationsService from '../quotations/quotations.service';
import * as usersService from '../users/users.service';

const ROUTES: [string, string, string, string][] = [
  ['Miami', 'FL', 'United States', '33131'],
  ['Rotterdam', 'South Holland', 'Netherlands', '3011 AD'],
  ['Hamburg', 'Hamburg', 'Germany', '20457'],
  ['Shanghai', 'Shanghai', 'China', '200000'],
  ['Santos', 'São Paulo', 'Brazil', '11010-000'],
  ['Vancouver', 'BC', 'Canada', 'V6B 1A1'],
];
// Each route's airport (IATA) and sea port (UN/LOCODE), real codes of the shipped lists: Santos is served by
// São Paulo's airport; Shanghai's port is CNSGH (UN/LOCODE gives CNSHA to the Hongqiao airport).
const AIRPORTS = ['MIA', 'RTM', 'HAM', 'PVG', 'GRU', 'YVR'];
const PORTS = ['USMIA', 'NLRTM', 'DEHAM', 'CNSGH', 'BRSSZ', 'CAVAN'];
const CARGO = [
  { name: 'Dining table, solid oak', length: 220, width: 100, height: 80, weight: 85, value: 2400 },
  { name: 'Boxed kitchenware', length: 60, width: 40, height: 40, weight: 18, value: 350 },
  { name: 'Industrial sewing machine', length: 120, width: 70, height: 110, weight: 140, value: 5200 },
  { name: 'Pallet of coffee sacks', length: 120, width: 100, height: 150, weight: 690, value: 4100 },
];

async function address(
  db: Db,
  userId: number,
  quotationId: number,
  role: string,
  route: (typeof ROUTES)[number],
) {
  const [city, province, country, zip] = route;
  await addressesService.create(
    db,
    addressCreateSchema.parse({
      quotation_id: quotationId,
      quotation_role: role,
      contact_first_name: 'Dock',
      contact_last_name: 'Supervisor',
      company_name: `${city} Logistics Hub`,
      address_line_1: `${10 + quotationId} Harbour Road`,
      city,
      province,
      zip_code: zip,
      country,
      phone: '+1 555 200 3000',
      email: `dock.${city.toLowerCase().replace(/[^a-z]/g, '')}@hub.example`,
    }),
    userId,
  );
}

/**
 * Eighteen quotations, three in each status, for demo contacts: addresses, cargo and cost lines built
 * through the services, so their totals are the server's own.
 */
export async function loadDemoQuotations(db: Db): Promise<number> {
  if ((await quotationsService.list(db, { limit: '0' })).total > 0) return 0;
  const adminId = (await usersService.list(db, { role: 'admin', select: 'id', limit: '1' })).data[0]?.id;
  const people = (await contactsService.list(db, { order_by: 'id', select: 'id', limit: '18' })).data;
  const categories = (await costCategoriesService.list(db, { select: 'id,name', limit: '1000' })).data;
  const category = (name: string) => categories.find((c) => c.name === name)?.id ?? categories[0]?.id;
  if (adminId === undefined || people.length === 0 || categories.length === 0) return 0;

  const today = todayIso();
  let made = 0;
  for (let i = 0; i < 18; i++) {
    const status = QUOTATION_STATUSES[i % QUOTATION_STATUSES.length]!;
    const start = addDays(today, -3 * i);
    const q = await quotationsService.create(
      db,
      quotationCreateSchema.parse({
        contact_id: people[i % people.length]!.id,
        start_date: start,
        valid_until_date: addDays(start, 30),
        priority: ['Low', 'Medium', 'High'][i % 3],
        project_description: `Door-to-door move, ${ROUTES[i % 6]![0]} to ${ROUTES[(i + 2) % 6]![0]}`,
        // Every other one by air, the others as sea groupage.
        transport_mode: i % 2 === 0 ? 'Air' : 'Sea LCL',
        origin_code: (i % 2 === 0 ? AIRPORTS : PORTS)[i % 6],
        destination_code: (i % 2 === 0 ? AIRPORTS : PORTS)[(i + 2) % 6],
        estimated_value: 1500 + i * 250,
      }),
      adminId,
    );
    await address(db, adminId, q.id, 'origin', ROUTES[i % 6]!);
    await address(db, adminId, q.id, 'destination', ROUTES[(i + 2) % 6]!);
    for (const [n, cargo] of CARGO.slice(0, 1 + (i % 3)).entries()) {
      await cargoLinesService.create(
        db,
        cargoLineCreateSchema.parse({
          quotation_id: q.id,
          name: cargo.name,
          input_mode: 'dimensions',
          length: cargo.length,
          width: cargo.width,
          height: cargo.height,
          dimension_unit: 'cm',
          weight_value: cargo.weight,
          weight_unit: 'kg',
          quantity: 1 + ((i + n) % 3),
          declared_value_amount: cargo.value,
        }),
      );
    }
    const freight = await costLinesService.create(
      db,
      costLineCreateSchema.parse({
        quotation_id: q.id,
        description: 'Ocean freight',
        category_id: category('ocean-freight'),
        location: 'Origin',
        calculation_method: 'CBM',
        rate: 85 + i,
      }),
    );
    for (const line of [
      {
        description: 'Export packing',
        category_id: category('packaging'),
        calculation_method: 'Fixed',
        total_cost: 240,
      },
      {
        description: 'Customs clearance',
        category_id: category('customs'),
        calculation_method: 'Fixed',
        total_cost: 180,
        location: 'Destination',
      },
      {
        description: 'Bunker surcharge',
        category_id: category('ocean-freight'),
        calculation_method: 'Weight',
        rate: 0.12,
        is_sub_item: true,
        parent_id: freight.id,
      },
    ]) {
      await costLinesService.create(
        db,
        costLineCreateSchema.parse({ location: 'Origin', quotation_id: q.id, ...line }),
      );
    }
    // A cancelled one says why it was lost (one of the first reasons, in turn), as cancelling asks.
    const lost = status === 'Cancelled' ? { lost_reason: LOST_REASONS[made % 3]! } : {};
    if (status !== 'Pending') await quotationsService.update(db, q.id, { status, ...lost });
    made++;
  }
  return made;
}
