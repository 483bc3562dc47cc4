import { diskStorage } from './disk-storage';
import { type S3StorageOptions, s3Storage } from './s3-storage';
import type { Storage } from './storage';

export interface StorageConfig {
  /** Disk storage's folder (STORAGE_DIR), used when no bucket is set. */
  dir: string;
  /** Set (S3_BUCKET) to keep files in an S3-compatible store instead of on disk. */
  s3?: Omit<S3StorageOptions, 'tempDir'>;
  /** Where bodies are spooled before going to S3. */
  tempDir?: string;
}

export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? s3Storage({ ...config.s3, tempDir: config.tempDir }) : diskStorage(config.dir);
}
