import pino from 'pino';

/** Lines are gathered up to this many bytes before a write (fewer system calls under load). */
const LOG_WRITE_MIN_BYTES = 4096;
/**
 * Past this many bytes waiting (stdout not read at all: a stuck log collector), new lines are dropped instead
 * of growing the process's memory without bound.
 */
const LOG_WAITING_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Where the log goes: stdout, written asynchronously. A synchronous write to a pipe whose reader is slow (a
 * log shipper, a paused terminal) holds the event loop, and so every request, until the reader catches up;
 * an asynchronous one lets the lines wait in memory. pino flushes what is waiting when the process exits,
 * and the app flushes it when it closes.
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  return pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_WRITE_MIN_BYTES,
    maxLength: LOG_WAITING_MAX_BYTES,
  });
}
