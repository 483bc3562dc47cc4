import {
  type Incoterm,
  incotermModeProblem,
  type TransportMode,
  transportModeIncotermProblem,
} from '@freight/domain';
import { AppError } from '../../platform/errors';

type TermAndMode = { incoterm?: Incoterm | null; transport_mode?: TransportMode };

/**
 * Refuses a quotation whose Incoterm does not fit its transport mode (a sea-only term on Air, Road, ...), with
 * a 400 naming the field the request changed: the term when it sets one, else the mode (the user changes the
 * term first). `current` is the stored row on an update, nothing on a create (`changes` then holds every value).
 */
export function assertIncotermFitsMode(changes: TermAndMode, current?: Required<TermAndMode>) {
  const term = changes.incoterm !== undefined ? changes.incoterm : current?.incoterm;
  const mode = changes.transport_mode ?? current?.transport_mode;
  if (!term || !mode) return;
  if (changes.incoterm !== undefined || !current) {
    const message = incotermModeProblem(term, mode);
    if (message) throw AppError.badRequest(message, { incoterm: message });
    return;
  }
  const message = transportModeIncotermProblem(term, mode);
  if (message) throw AppError.badRequest(message, { transport_mode: message });
}
