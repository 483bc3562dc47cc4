import pino from 'pino';

/**
 * Past this many bytes waiting (stdout not read at all: a stuck log collector), new lines are dropped instead
 * of growing the process's memory without bound.
 */
const LOG_WAITING_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Where the log goes: stdout, written asynchronously. A synchronous write to a pipe whose reader is slow (a
 * log shipper, a paused terminal) holds the event loop, and so every request, until the reader catches up;
 * an asynchronous one lets the lines wait in memory. A line is written at once when no write is under way
 * (a quiet server's lines are never held back); lines logged meanwhile go out together in the next write.
 * pino flushes what is waiting when the process exits, and the app flushes it when it closes.
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  return pino.destination({
    dest: 1,
    sync: false,
    maxLength: LOG_WAITING_MAX_BYTES,
  });
}
