import { hasErrorCode } from '../api/hasErrorCode';

interface ResendOptions<R extends { version: number }, T> {
  /** The save; without a version it sends the one the screen had. */
  send: (version?: number) => Promise<T>;
  /** The latest stored record, read after a 412. */
  load: () => Promise<R>;
  /** Whether the fields this save carries still hold, in the latest record, what the user saw before. */
  untouched: (latest: R) => boolean;
}

/**
 * The conflict policy for a change saved on its own (a toggle, a status pick): after a 412 the latest record is
 * read; when nobody else changed this change's fields it is sent again on the latest version (the colleague's
 * other changes stand); when someone did, their value stays and the 412 is thrown for the screen to tell.
 * Forms with a Save button get the same policy field by field from useRecordForm.
 */
export async function resendIfUntouched<R extends { version: number }, T>(
  options: ResendOptions<R, T>,
): Promise<T> {
  try {
    return await options.send();
  } catch (error) {
    if (!hasErrorCode(error, 'PRECONDITION_FAILED')) throw error;
    const latest = await options.load();
    if (!options.untouched(latest)) throw error;
    return options.send(latest.version);
  }
}
