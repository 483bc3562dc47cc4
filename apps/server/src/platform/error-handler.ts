import {
  type ErrorCode,
  fieldLabel,
  fieldMessages,
  humanIssueMessage,
  type IssueLike,
  isLibraryMessage,
} from '@freight/domain';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { isOverloadRefusal, OVERLOADED_MESSAGE } from './load-shedding';

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

// Fastify's own answers when it cannot read a body, in words for people.
const UNREADABLE_BODY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

/** Field name from a validation issue's path: `/email` → `email`, `/items/0/name` → `items.0.name`. */
function fieldName(instancePath: string, context: string | undefined): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'body');
}

/**
 * The issue's own message when a schema worded it; otherwise (a schema outside the domain left a check
 * unworded) a sentence built from the field name, so a library default never reaches a person.
 */
function readableMessage(issue: FastifySchemaValidationError, name: string, isRoot: boolean): string {
  if (!isLibraryMessage(issue.message)) return issue.message!;
  const details: IssueLike = { ...issue.params, code: issue.keyword, message: issue.message };
  if (isRoot && details.code === 'invalid_type' && details.expected === 'object')
    return fieldMessages.notAnObject;
  return humanIssueMessage(details, fieldLabel(name));
}

function toErrorBody(error: FastifyError | AppError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields, ...error.details } },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, error.validationContext);
      fields[name] ??= readableMessage(issue, name, issue.instancePath === '/');
    }
    const first = Object.values(fields)[0] ?? 'The request is not valid';
    return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: first, fields } } };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const code = FASTIFY_CODES[status] ?? 'BAD_REQUEST';
    const fastifyCode = (error as FastifyError).code;
    const message =
      status === 413 ? 'Request body is too large' : (UNREADABLE_BODY[fastifyCode] ?? error.message);
    return { status, body: { error: { code, message } } };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on the server' } },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isOverloadRefusal(error)) {
      // Not logged (a line per refused request would add to the overload; the metrics count them), and
      // answered as plain JSON even where the route declares a 503 answer of its own (the health checks).
      const body: ErrorBody = { error: { code: 'SERVICE_UNAVAILABLE', message: OVERLOADED_MESSAGE } };
      return reply.status(503).serializer(JSON.stringify).send(body);
    }
    const { status, body } = toErrorBody(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A 429 says when to come back, in the header clients and proxies read.
    const retryAfter = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
}
