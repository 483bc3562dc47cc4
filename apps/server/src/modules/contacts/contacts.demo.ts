import { contactDisplayName } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { countContacts, insertContacts } from './contacts.repository';

/** Names of the demo data set; the benchmarks seed their 100,000 contacts from the same lists. */
export const DEMO_FIRST_NAMES = [
  'Maria',
  'James',
  'Aiko',
  'Oluwaseun',
  'Lukas',
  'Priya',
  'Carlos',
  'Fatima',
  'Wei',
  'Sofia',
  'Ahmed',
  'Emma',
  'Mateo',
  'Ingrid',
  'Kwame',
  'Hannah',
  'Ravi',
  'Chloe',
  'Diego',
  'Yara',
];
export const DEMO_LAST_NAMES = [
  'Gonzalez',
  'Okafor',
  'Tanaka',
  'Müller',
  'Sharma',
  'Rossi',
  'Haddad',
  'Chen',
  'Johansson',
  'Silva',
  'Dubois',
  'Kowalski',
  'Nguyen',
  'Mensah',
  'Fischer',
  "O'Brien",
  'Petrov',
  'Lindqvist',
];
export const DEMO_COMPANIES = [
  'Andes Coffee Exporters',
  'Baltic Timber Trading',
  'Nordic Home Furnishings',
  'Lagos Textile Mills',
  'Pacific Auto Parts',
  'Sahara Solar Supplies',
  'Maple Leaf Machinery',
  'Bavaria Precision Tools',
  'Mumbai Spice Company',
  'Rio Fresh Produce',
  'Atlas Medical Devices',
  'Kyoto Ceramics',
  'Cape Wine Estates',
  'Danube Chemicals',
  'Yukon Outdoor Gear',
];
const CITIES: [string, string, string][] = [
  ['Miami', 'FL', 'United States'],
  ['Rotterdam', 'South Holland', 'Netherlands'],
  ['Hamburg', 'Hamburg', 'Germany'],
  ['Shanghai', 'Shanghai', 'China'],
  ['Lagos', 'Lagos', 'Nigeria'],
  ['Santos', 'São Paulo', 'Brazil'],
  ['Vancouver', 'BC', 'Canada'],
  ['Mumbai', 'Maharashtra', 'India'],
  ['Yokohama', 'Kanagawa', 'Japan'],
  ['Felixstowe', 'Suffolk', 'United Kingdom'],
];
const TITLES = [
  'Logistics Manager',
  'Purchasing Director',
  'Owner',
  'Import Coordinator',
  'Operations Lead',
  '',
];
const STATUSES = ['Active', 'Active', 'Active', 'Active', 'Pending', 'Inactive'] as const;

/** 'Müller' → 'muller', "O'Brien" → 'obrien': names as they appear in email addresses. */
const asciiLower = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Sixty realistic contacts: importers, exporters and private movers, some without a company. */
export function demoContacts() {
  return Array.from({ length: 60 }, (_, i) => {
    const first = DEMO_FIRST_NAMES[i % DEMO_FIRST_NAMES.length]!;
    const last = DEMO_LAST_NAMES[(i * 7) % DEMO_LAST_NAMES.length]!;
    const company = i % 5 === 4 ? '' : DEMO_COMPANIES[(i * 3) % DEMO_COMPANIES.length]!;
    const [city, state, country] = CITIES[(i * 11) % CITIES.length]!;
    const domain = company ? `${asciiLower(company)}.example` : 'mail.example';
    return {
      name: first,
      last_name: last,
      display_name: contactDisplayName(first, last),
      company_name: company,
      title: company ? TITLES[i % TITLES.length]! : '',
      email: `${asciiLower(first)}.${asciiLower(last)}@${domain}`,
      phone_number: `+1 555 ${String(100 + i).padStart(3, '0')} ${String(1000 + i * 37).slice(-4)}`,
      city,
      state,
      country,
      status: STATUSES[i % STATUSES.length]!,
      category: company ? 'Customer' : 'Private',
      segment: i % 9 === 0 ? 'VIP' : '',
      revenue: company ? 5000 + ((i * 7919) % 95000) : 0,
    };
  });
}

export async function loadDemoContacts(db: Db): Promise<number> {
  if ((await countContacts(db)) > 0) return 0;
  return insertContacts(db, demoContacts());
}
