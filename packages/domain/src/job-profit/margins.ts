import { z } from 'zod';
import { optionalIsoDateField } from '../quotations/quotation-dates';

/** How the dashboard groups shipments' margins: by the month each was created, by client, by lane. */
const MARGIN_GROUPS = ['month', 'client', 'lane'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

const MARGINS_MESSAGES = {
  group: 'Group must be month, client or lane',
  toBeforeFrom: 'To date must be on or after the From date',
} as const;

/** GET /dashboard/margins: the grouping and the period of the shipments' creation days (both included). */
export const marginsQuerySchema = z
  .object({
    group: z.enum(MARGIN_GROUPS, { error: MARGINS_MESSAGES.group }).default('month'),
    from: optionalIsoDateField('From date').optional(),
    to: optionalIsoDateField('To date').optional(),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    message: MARGINS_MESSAGES.toBeforeFrom,
  });
export type MarginsQuery = z.infer<typeof marginsQuerySchema>;

const marginRowSchema = z.object({
  /** The month (YYYY-MM), the client's name, or the lane as `origin–destination` ('' when unknown). */
  key: z.string(),
  shipments: z.number().int(),
  /** In the base currency, each shipment converted at its quotation's kept rates. */
  revenue: z.number(),
  cost: z.number(),
  planned_margin: z.number(),
  actual_margin: z.number(),
});
export type MarginRow = z.infer<typeof marginRowSchema>;

/** The margins per group, planned against actual, in the company's base currency. */
export const marginsSchema = z.object({
  group: z.enum(MARGIN_GROUPS),
  currency: z.string(),
  rows: z.array(marginRowSchema),
  /** Shipments left out because their kept rates hold no rate from their currency to the base. */
  unconverted: z.number().int(),
});
export type Margins = z.infer<typeof marginsSchema>;
