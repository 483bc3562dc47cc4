/** A screen whose code arrives faster than this never flashes a loader. */
export const SCREEN_LOADER_DELAY_MS = 100;
