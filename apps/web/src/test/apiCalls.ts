import type { ApiCall } from './mockApi';

/** The query of the last call to `path`, to assert what a screen asked the server for. */
export const lastQuery = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).at(-1)?.query;
