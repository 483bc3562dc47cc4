import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import type { TransportMode } from '../pricing/transport-modes';
import { bodyObject, numberInput, textField } from '../shared/fields';
import {
  MILESTONE_TEMPLATES,
  type MilestoneMode,
  type MilestoneTemplateStep,
  milestoneModeOf,
} from './milestone-templates';
import type { LegAnchor, LegTime } from './shipment-legs';
import { SHIPMENT_STATUS_LABELS, SHIPMENT_STATUSES } from './shipment-status';

export const MILESTONE_MODES = ['sea', 'air', 'road', 'rail'] as const satisfies readonly MilestoneMode[];
const MILESTONE_MODE_LABELS: Readonly<Record<MilestoneMode, string>> = {
  sea: 'Sea',
  air: 'Air',
  road: 'Road',
  rail: 'Rail',
};

/** The leg times a milestone's planned time can follow, as staff read them. */
export const LEG_TIME_LABELS = { etd: 'ETD', eta: 'ETA', atd: 'ATD', ata: 'ATA' } as const;
export const LEG_TIMES = ['etd', 'eta', 'atd', 'ata'] as const satisfies readonly LegTime[];
export const LEG_ANCHORS = ['first', 'main', 'last'] as const satisfies readonly LegAnchor[];

/** A template step moves the shipment forward only: Booked is where it starts, Cancelled is staff's decision. */
const MOVABLE_STATUSES = SHIPMENT_STATUSES.filter((s) => s !== 'Booked' && s !== 'Cancelled');

const stepSchema = bodyObject({
  key: textField('Code', { max: 40, required: true }).regex(
    /^[a-z][a-z0-9_]*$/,
    'Code must be lower-case letters, digits and underscores, starting with a letter',
  ),
  label: textField('Name', { max: 100, required: true }),
  planned_from: z
    .object({
      leg: z.enum(LEG_ANCHORS, { error: 'Leg must be first, main or last' }),
      time: z.enum(LEG_TIMES, { error: 'Time must be ETD, ETA, ATD or ATA' }),
    })
    .nullish()
    .transform((value) => value ?? undefined),
  offset_hours: numberInput('Offset (hours)', { int: true, min: -720, max: 720 }).optional(),
  moves_to: z
    .enum(MOVABLE_STATUSES, {
      error: `Moves to must be one of ${MOVABLE_STATUSES.map((s) => SHIPMENT_STATUS_LABELS[s]).join(', ')}`,
    })
    .nullish()
    .transform((value) => value ?? undefined),
});

/** One mode's steps: at least one, each code once (a milestone is found by its code). */
const stepsSchema = (mode: MilestoneMode) =>
  z
    .array(stepSchema, { error: `${MILESTONE_MODE_LABELS[mode]} steps must be a list` })
    .min(1, `${MILESTONE_MODE_LABELS[mode]} needs at least one milestone`)
    .max(40, `${MILESTONE_MODE_LABELS[mode]} can have at most 40 milestones`)
    .superRefine((steps, ctx) => {
      const seen = new Set<string>();
      steps.forEach((step, index) => {
        if (seen.has(step.key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'key'],
            message: `Code "${step.key}" is used twice in ${MILESTONE_MODE_LABELS[mode]}`,
          });
        }
        seen.add(step.key);
      });
    });

/** PUT /settings/milestone_templates: every mode's steps, in the order they happen. */
export const milestoneTemplatesUpdateSchema = bodyObject({
  templates: z.object(
    {
      sea: stepsSchema('sea'),
      air: stepsSchema('air'),
      road: stepsSchema('road'),
      rail: stepsSchema('rail'),
    },
    { error: 'Templates must name the steps of sea, air, road and rail' },
  ),
});
export type MilestoneTemplatesUpdate = z.output<typeof milestoneTemplatesUpdateSchema>;
export type MilestoneTemplates = Record<MilestoneMode, MilestoneTemplateStep[]>;

const stepAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  planned_from: z.object({ leg: z.enum(LEG_ANCHORS), time: z.enum(LEG_TIMES) }).optional(),
  offset_hours: z.number().int().optional(),
  moves_to: z.enum(SHIPMENT_STATUSES).optional(),
});

/** GET /settings/milestone_templates: the stored templates (today's constants until someone saves). */
const milestoneTemplateSettingsSchema = z.object({
  templates: z.object({
    sea: z.array(stepAnswerSchema),
    air: z.array(stepAnswerSchema),
    road: z.array(stepAnswerSchema),
    rail: z.array(stepAnswerSchema),
  }),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type MilestoneTemplateSettings = z.infer<typeof milestoneTemplateSettingsSchema>;

/** The default templates, as copies a caller may change. */
export function defaultMilestoneTemplates(): MilestoneTemplates {
  return Object.fromEntries(
    MILESTONE_MODES.map((mode) => [mode, MILESTONE_TEMPLATES[mode].map((step) => ({ ...step }))]),
  ) as MilestoneTemplates;
}

/** The steps a new shipment of this transport mode takes from the stored templates. */
export function stepsForMode(templates: MilestoneTemplates, mode: TransportMode): MilestoneTemplateStep[] {
  return templates[milestoneModeOf(mode)];
}

const api = endpointGroup(['settings']);

/** Milestone templates (Settings): everyone signed in reads them, settings:edit changes them. */
export const milestoneTemplatesApi = {
  get: api.get('/settings/milestone_templates', { response: milestoneTemplateSettingsSchema }),
  update: api.put('/settings/milestone_templates', {
    body: milestoneTemplatesUpdateSchema,
    response: milestoneTemplateSettingsSchema,
    ifMatch: true,
  }),
};
