import { endpointPath, type TEndpoint, type TEndpointInput, type TEndpointOutput } from '@signoff/contract/endpoint';
import type { TApiError } from '@signoff/contract/common';
import i18n from 'i18next';
import { config as zodConfig } from 'zod/v4/core';

// The page's policy forbids eval (script-src 'self'), so zod's compiled parsers can never be used here; without this
// its first check tries `new Function` anyway, and every page load reports a content-security-policy violation.
zodConfig({ jitless: true });

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

function withQuery(path: string, params: unknown): string {
  if (params === undefined || params === null) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Code of the error thrown when an answer does not have the shape the contract promises. */
export const BAD_RESPONSE = 'BAD_RESPONSE';

/**
 * The one way to call the API: the contract's description of the endpoint builds the request (path params, query,
 * JSON or multipart body) and checks the answer, so a drifted server shows a clear error, not a half-drawn page.
 * Same-origin cookie session; `{ data }` unwrapped; failures thrown as ApiError.
 */
export function call<E extends TEndpoint>(
  endpoint: E,
  ...[input]: {} extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>]
): Promise<TEndpointOutput<E>> {
  return send(endpoint, input ?? {}) as Promise<TEndpointOutput<E>>;
}

/** An endpoint that receives a multipart form (a file and its fields). */
export type TUploadEndpoint = TEndpoint & { multipart: NonNullable<TEndpoint['multipart']> };

/** Sends a multipart form to an upload endpoint: the upload widget's way of calling `call`. */
export function upload<E extends TUploadEndpoint>(endpoint: E, form: FormData): Promise<TEndpointOutput<E>> {
  return send(endpoint, { form }) as Promise<TEndpointOutput<E>>;
}

async function send(
  endpoint: TEndpoint,
  given: { params?: Record<string, unknown>; query?: unknown; body?: unknown; form?: FormData },
): Promise<unknown> {
  const url = withQuery(endpointPath(endpoint.path, given.params), given.query);
  const body = given.form ?? (endpoint.method === 'POST' ? JSON.stringify(given.body ?? {}) : undefined);
  const res = await fetch(url, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: typeof body === 'string' ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
    body,
  });
  // A proxy's HTML error page or an empty body is not JSON: the status text then speaks for it.
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (payload ?? {}) as Partial<TApiError>;
    throw new ApiError(res.status, err.reason_phrase || res.statusText || `HTTP ${res.status}`, err.code, err.fields);
  }
  if (endpoint.response === 'file') throw new Error(`${endpoint.path} streams a file: link to it instead of calling it`);
  const parsed = endpoint.response.safeParse((payload as { data?: unknown } | null)?.data);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new ApiError(
      res.status,
      i18n.t('error.badResponse', { path: `${endpoint.path}${where ? ` (${where})` : ''}` }),
      BAD_RESPONSE,
      undefined,
    );
  }
  return parsed.data;
}

/**
 * What the user reads of a failure. The server writes its reason phrase in English, often naming the very item ("This
 * sick note does not exist…"), so English readers get it as sent; in another language the phrase of its code is used
 * when there is one (i18n/serverErrors.messages.ts), else the English phrase rather than nothing.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `serverError.${error.code ?? ''}`;
    return i18n.resolvedLanguage !== 'en' && error.code && i18n.exists(key) ? i18n.t(key) : error.reasonPhrase;
  }
  return error instanceof Error ? error.message : String(error);
}
