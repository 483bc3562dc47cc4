import type { TransportMode } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** Each transport mode as a message; the domain names them in English for the API. */
export const TRANSPORT_MODE_MESSAGES: Record<TransportMode, MessageId> = {
  Air: 'costLines.modeAir',
  Express: 'costLines.modeExpress',
  Road: 'costLines.modeRoad',
  'Sea LCL': 'costLines.modeSeaLcl',
  'Sea FCL': 'costLines.modeSeaFcl',
  Rail: 'costLines.modeRail',
};
