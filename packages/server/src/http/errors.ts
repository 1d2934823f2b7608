import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { TApiError } from '@signoff/contract/common';

/** An error a service throws on purpose: its message is the reason phrase the user reads. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries with it, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'This item') =>
  // 404 rather than 403 for things a user may not see, so ids do not leak.
  new HttpError(404, 'NOT_FOUND', `${what} does not exist or you do not have access to it`);
export const readOnly = () => new HttpError(403, 'READ_ONLY', 'You are in read-only mode and cannot make changes');
export const alreadyProcessed = (what = 'This request') =>
  new HttpError(409, 'ALREADY_PROCESSED', `${what} has already been handled by someone else`);
export const notReady = (reason: string) => new HttpError(503, 'NOT_READY', reason);
export const badRequest = (code: string, message: string, fields?: Record<string, string>) => new HttpError(400, code, message, fields);

function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function describe(fields: Record<string, string>): string {
  const entries = Object.entries(fields);
  if (entries.length === 0) return 'The request is not valid';
  return entries.map(([key, message]) => (key === '_' ? message : `${key}: ${message}`)).join('; ');
}

const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an error (or what it wraps: Drizzle wraps the driver's) means the database went away mid-request: an
 * operator's pg_terminate_backend, a restart, a refused connection. Its transaction was rolled back by PostgreSQL.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_LOST_CODES.has(code) || code.startsWith('08'))) return true;
    // A Unix socket whose server is down is not there at all (a missing file is ENOENT from another call than connect).
    if (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
    if (/^Connection terminated/.test(e.message)) return true;
  }
  return false;
}

/**
 * Errors the router meets before any handler or hook (an address that is not valid UTF-8, a path parameter over the
 * router's length limit): answered in the same `{reason_phrase, code}` shape as everything else.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: TApiError = tooLong
    ? { reason_phrase: 'A part of the address is too long', code: 'URL_TOO_LONG' }
    : { reason_phrase: 'The address is not valid', code: 'BAD_URL' };
  void reply.status(tooLong ? 414 : 400).send(body);
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    let body: TApiError;
    let status: number;
    if (error instanceof HttpError) {
      status = error.statusCode;
      if (error.headers) void reply.headers(error.headers);
      body = { reason_phrase: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key =
          [
            v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
            (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path?.join('.'),
          ].find((k) => k) ?? '_';
        fields[key] ??= v.message ?? 'Invalid value';
      }
      status = 400;
      body = { reason_phrase: describe(fields), code: 'VALIDATION', fields };
    } else if (error instanceof ZodError) {
      const fields = fieldsOf(error.issues);
      status = 400;
      body = { reason_phrase: describe(fields), code: 'VALIDATION', fields };
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      status = 500;
      body = { reason_phrase: 'Something went wrong on our side', code: 'INTERNAL' };
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database connection was lost during a request');
      status = 503;
      // PostgreSQL rolled the request's transaction back: saying so lets the user simply try again.
      body = { reason_phrase: 'The database could not be reached; nothing was saved. Please try again.', code: 'DATABASE_UNAVAILABLE' };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      status = error.statusCode;
      body = { reason_phrase: error.message, code: error.code ?? 'BAD_REQUEST' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      // 5xx details stay in the log, never in the answer.
      body = { reason_phrase: 'Something went wrong on our side', code: 'INTERNAL' };
    }
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ reason_phrase: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NO_ROUTE' } satisfies TApiError),
  );
}
