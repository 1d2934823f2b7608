import type { TApiError } from '@signoff/contract/common';

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

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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
  return (payload as { data: T }).data;
}

export const api = {
  get: <T>(path: string, params?: Params) => send<T>('GET', withQuery(path, params)),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, body ?? {}),
};

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.reasonPhrase;
  return error instanceof Error ? error.message : String(error);
}
