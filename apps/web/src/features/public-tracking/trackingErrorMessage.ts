import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { TRACKING_LINK_MESSAGE_IDS, translateTrackingMessage } from './trackingLinkMessages';

/**
 * What the customer reads when a call of the tracking page fails: the server's sentence of the link (unknown,
 * expired, too many requests, updates not offered) in the page's language, else what `apiErrorMessage` says.
 */
export function trackingErrorMessage(error: unknown, fallback: string): string {
  if (ApiError.is(error) && error.message in TRACKING_LINK_MESSAGE_IDS)
    return translateTrackingMessage(error.message);
  return apiErrorMessage(error, fallback);
}
