import type { z } from 'zod';
import type { TApiError } from '@signoff/contract/common';
import i18n from '../i18n/index.ts';

/** A failed call: the server's reason phrase when it gave one, else the HTTP status text (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reasonPhrase: string,
    readonly code: string | undefined,
    readonly fields: Record<string, string> | undefined,
  ) {
    super(reasonPhrase);
  }
}

type Params = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, params?: Params): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Code of the error thrown when an answer does not have the shape the contract promises. */
export const BAD_RESPONSE = 'BAD_RESPONSE';

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  if (!res.ok) {
    const err = (payload ?? {}) as Partial<TApiError>;
    throw new ApiError(res.status, err.reason_phrase || res.statusText || `HTTP ${res.status}`, err.code, err.fields);
  }
  const data = (payload as { data?: unknown } | null)?.data;
  if (!schema) return data as T;
  // The contract's schema checks the answer too: a drifted server shows a clear error, not a half-drawn page.
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new ApiError(res.status, i18n.t('error.badResponse', { path: `${path.split('?')[0]}${where ? ` (${where})` : ''}` }), BAD_RESPONSE, undefined);
  }
  return parsed.data;
}

/**
 * The one way to call the API: same-origin cookie session, JSON in and out, `{ data }` unwrapped, failures thrown
 * as ApiError. Pass the contract's response schema to have the answer checked and typed by it.
 */
export const api = {
  get: <T>(path: string, params?: Params, schema?: z.ZodType<T>) => send<T>('GET', withQuery(path, params), undefined, schema),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => send<T>('POST', path, body ?? {}, schema),
};

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.reasonPhrase;
  return error instanceof Error ? error.message : String(error);
}
