import type { ErrorCode } from '@freight/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; [key: string]: unknown };
}

const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Field name from a validation issue's path: `body.email` → `email`, `querystring.limit` → `limit`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

export function toErrorBody(error: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields, ...error.details } },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath);
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    const first = Object.values(fields)[0] ?? 'Invalid request';
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: first, fields } } };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const code = FASTIFY_CODES[status] ?? 'BAD_REQUEST';
    const message = status === 413 ? 'Request body is too large' : error.message;
    return { status, body: { error: { code, message } } };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on the server' } },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
