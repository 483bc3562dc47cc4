import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of an object, both included (as HTTP Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The object's bytes, or only the asked range of them. */
  body: Readable;
  /** The whole object's size, whatever range was asked. */
  size: number;
}

export interface PutOptions {
  /** The body's length when the caller knows it (a finished temp file): lets S3 skip its own spooling. */
  size?: number;
  contentType?: string;
}

/**
 * Where uploaded bytes live: a folder on disk, or an S3-compatible bucket that several servers share. Keys
 * are made by the server (`uploads/2026/11/<uuid>.pdf`), never from a user's file name. `put` is all or
 * nothing: the object is visible only once every byte arrived, so a failed or aborted write leaves none.
 */
export interface Storage {
  /** 'disk' or 's3', for logs and diagnostics. */
  readonly kind: 'disk' | 's3';
  put(key: string, body: Readable, options?: PutOptions): Promise<void>;
  /** The object (or a range of it); undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

// Lower-case letters, digits and . _ - in segments separated by single slashes; no '..' segment.
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses a key that could leave the storage root or that the server would not have made. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..') || key.length > 512) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
