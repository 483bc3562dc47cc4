import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import { bodyObject, textField } from '../shared/fields';
import { trackingTokenParamsSchema } from './shipment-tracking';

export const SUBSCRIPTION_MESSAGES = {
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  milestonesNotList: 'Milestones must be a list of milestone keys',
  milestoneKeyTooLong: 'A milestone key can be at most 64 characters',
  tooManyMilestones: 'Milestones can list at most 50 milestones',
  milestonesUnknown: (keys: string[]) => `This shipment has no milestone ${keys.join(', ')}`,
  /** The one answer to every subscribe, new address or not: it tells nobody which addresses follow a shipment. */
  accepted:
    'If the address can receive e-mail, a message is on its way: open its link to confirm the updates.',
  linkUnknown: 'This link is not valid or has expired. Ask for e-mail updates again on the tracking page.',
  mailOff: 'E-mail updates are not available from this forwarder.',
} as const;

const M = SUBSCRIPTION_MESSAGES;

/** The two links of a subscription (confirm, unsubscribe) carry 32 random bytes as base64url, like the others. */
const linkToken = z.string({ error: M.linkUnknown }).regex(/^[A-Za-z0-9_-]{43}$/, M.linkUnknown);

/** POST /public/shipments/{token}/subscribe: the address and the milestones to hear of (left out: all). */
export const shipmentSubscribeSchema = bodyObject({
  // A blank or too long address already has its own message: the format check stays silent on it.
  email: textField('E-mail', { max: 320, required: M.emailRequired }).refine(
    (value) => value === '' || value.length > 320 || z.email().safeParse(value).success,
    M.emailInvalid,
  ),
  milestones: z
    .array(z.string({ error: M.milestonesNotList }).max(64, M.milestoneKeyTooLong), {
      error: M.milestonesNotList,
    })
    .max(50, M.tooManyMilestones)
    .optional(),
});
export type ShipmentSubscribe = z.infer<typeof shipmentSubscribeSchema>;

const subscriptionLinkSchema = bodyObject({ token: linkToken });

const subscriptionAnswerSchema = z.object({ message: z.string() });
/** What a confirmed or stopped subscription answers: the shipment and the milestones it covers, by label. */
const subscriptionStateSchema = z.object({
  shipment_number: z.string(),
  email: z.string(),
  milestones: z.array(z.string()),
});

const api = endpointGroup(['public shipments']);

/** The customer's e-mail updates on a tracking link (docs/api.md, Milestone e-mail updates): no session. */
export const publicShipmentSubscriptionsApi = {
  subscribe: api.post('/public/shipments/:token/subscribe', {
    params: trackingTokenParamsSchema,
    body: shipmentSubscribeSchema,
    status: 202,
    response: subscriptionAnswerSchema,
  }),
  confirm: api.action('/public/shipment_subscriptions/confirm', {
    body: subscriptionLinkSchema,
    response: subscriptionStateSchema,
  }),
  unsubscribe: api.action('/public/shipment_subscriptions/unsubscribe', {
    body: subscriptionLinkSchema,
    response: subscriptionStateSchema,
  }),
};
