import { z } from 'zod';
import { choiceField, numberInput } from '../shared/fields';

/** How a quotation's cargo travels (docs/api.md, Pricing): decides its chargeable weight. Default Air. */
export const TRANSPORT_MODES = ['Air', 'Express', 'Road', 'Sea LCL', 'Sea FCL', 'Rail'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const transportModeSchema = choiceField('Transport mode', TRANSPORT_MODES);
export const DEFAULT_TRANSPORT_MODE: TransportMode = 'Air';

/** ISO 6346 size/type groups a Sea FCL quotation counts. */
export const CONTAINER_TYPES = [
  '20GP',
  '40GP',
  '40HC',
  '45HC',
  '20RF',
  '40RF',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];
export const containerTypeSchema = choiceField('Container type', CONTAINER_TYPES);

/** Most containers of one type on one quotation, and most container rows. */
const MAX_CONTAINER_COUNT = 999;
const MAX_CONTAINER_ROWS = 20;

/** One row of a Sea FCL quotation's equipment: `{type: '40HC', count: 2}`. */
export const containerSchema = z.object({ type: z.enum(CONTAINER_TYPES), count: z.number().int() });
export type Container = z.infer<typeof containerSchema>;

const containerInputSchema = z.object(
  {
    type: containerTypeSchema,
    count: numberInput('Container count', { int: true, min: 1, max: MAX_CONTAINER_COUNT }),
  },
  { error: 'Each container must be an object with a type and a count' },
);

export const containersInputSchema = z
  .array(containerInputSchema, { error: 'Containers must be a list' })
  .max(MAX_CONTAINER_ROWS, `Containers can have at most ${MAX_CONTAINER_ROWS} rows`)
  .refine((rows) => new Set(rows.map((row) => row.type)).size === rows.length, {
    message: 'Each container type can appear only once',
  });

/** An IATA airport code (3 letters, 'HKG') or a UN/LOCODE (2-letter country + 3 letters or digits 2-9, 'NLRTM'). */
export const LANE_CODE_PATTERN = /^(?:[A-Z]{3}|[A-Z]{2}[A-Z2-9]{3})$/;

export const LANE_CODE_MESSAGE = (label: string) =>
  `${label} must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)`;

/** Origin or destination code: upper-cased, blank allowed ('' = not given). */
export function laneCodeField(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(5, LANE_CODE_MESSAGE(label))
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || LANE_CODE_PATTERN.test(value), LANE_CODE_MESSAGE(label));
}
