/**
 * How long a search box waits after the last key before it asks the server: long enough that a word typed at
 * normal speed is one request, short enough that the list answers while the user still looks at the box.
 * Every search box of the app (lists, pickers, the top-bar search) uses this one delay.
 */
export const SEARCH_DELAY_MS = 300;
