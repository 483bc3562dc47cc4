/**
 * An S3-protocol server on this machine (s3rver, a dev dependency) for trying the app against S3 without a
 * cloud account: `npm run s3:local -w apps/server`, then start the app with the variables it prints.
 * Objects are kept under $S3_LOCAL_DIR (default ./data/s3, from where npm was run); Ctrl+C stops it.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.S3_LOCAL_DIR ?? 'data/s3');
const port = Number(process.env.S3_LOCAL_PORT ?? 4569);
const bucket = process.env.S3_BUCKET ?? 'shipdesk';

await mkdir(dir, { recursive: true });
const server = new S3rver({
  port,
  address: '127.0.0.1',
  silent: true,
  directory: dir,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(
  `S3-protocol server on http://127.0.0.1:${port}, bucket "${bucket}", objects in ${dir}. Start the app with:\n`,
);
console.log(
  `  S3_BUCKET=${bucket} S3_ENDPOINT=http://127.0.0.1:${port} S3_REGION=us-east-1 \\\n` +
    '  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=1 npm start\n',
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
