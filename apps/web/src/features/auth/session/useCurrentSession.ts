import type { MeResponse } from '@freight/domain';
import { use } from 'react';
import { CurrentSessionContext } from './CurrentSessionContext';

/** The signed-in user and their permissions, for components rendered under RequireAuth. */
export function useCurrentSession(): MeResponse {
  const session = use(CurrentSessionContext);
  if (!session) throw new Error('useCurrentSession is only usable under RequireAuth');
  return session;
}
