import type { MeResponse } from '@freight/domain';
import { createContext } from 'react';

/**
 * The session RequireAuth has verified, handed down by context rather than re-read from the query cache, so
 * a signing-out user's screens never render half-way with the session already gone.
 */
export const CurrentSessionContext = createContext<MeResponse | null>(null);
