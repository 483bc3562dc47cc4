import { RATE_CARD_CSV_COLUMNS } from '@freight/domain';

// Two example cards: an air card with the usual breaks and surcharges, and a Sea FCL card.
const EXAMPLES = [
  [
    'Cathay Cargo',
    'Air',
    'HKG',
    'Hong Kong',
    'Hong Kong',
    'AMS',
    'Netherlands',
    'Amsterdam',
    '2026-01-01',
    '2026-12-31',
    'USD',
    '75',
    '0:5.10;45:4.20;100:3.80;300:3.40;500:3.10;1000:2.90',
    '',
    '',
    '0',
    'Fuel|per_kg|0.85||;Security|per_kg|0.15||;Terminal handling|per_shipment|35||',
    '',
  ],
  [
    'Maersk',
    'Sea FCL',
    'CNSHA',
    'China',
    'Shanghai',
    'NLRTM',
    'Netherlands',
    'Rotterdam',
    '2026-01-01',
    '2026-06-30',
    'USD',
    '0',
    '',
    '',
    '20GP:1150;40GP:1900;40HC:2050',
    '0',
    'Bunker adjustment|percent_of_freight|12||;Terminal handling|per_shipment|220||',
    'Port to port',
  ],
];

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The import template: the header and two example rows, in the columns the import takes. */
export function rateCardTemplateCsv(): string {
  return [RATE_CARD_CSV_COLUMNS.join(','), ...EXAMPLES.map((row) => row.map(cell).join(','))].join('\r\n');
}
