import type { z } from 'zod';

/** Who may call an endpoint: anyone, or a signed-in user (areas narrow it further in their services). */
export type TAccess = 'public' | 'user';

/**
 * One HTTP call, described once. The server registers its route from this description (validation, OpenAPI),
 * and the web's client builds the request from it and checks the answer with it, so the two cannot drift.
 */
export type TEndpoint = {
  method: 'GET' | 'POST';
  /** Fastify-style path; `:name` segments are filled from `params`. The spec's few versioned calls live under /v1/. */
  path: `/api/${string}` | `/v1/${string}`;
  /** One line for the OpenAPI document (what the call does, in the reader's words). */
  summary: string;
  description?: string;
  access: TAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON or url-encoded body, validated before the handler runs. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: its file part is streamed to disk first, then its other fields are read with this
   * schema (so a 20 MB upload is never held in memory to be validated).
   */
  multipart?: z.ZodType;
  /** The `data` of a success; 'file' for a call that streams a stored file itself. */
  response: z.ZodType | 'file';
};

/** An area's endpoints, keyed by the name its code uses for them. */
export const defineEndpoints = <const T extends Record<string, TEndpoint>>(endpoints: T): T => endpoints;

type Field<E, K extends keyof TEndpoint, Name extends string> =
  E extends Record<K, infer S extends z.ZodType> ? { [P in Name]: z.input<S> } : unknown;

/** What a caller passes: path params, query and body as their schemas accept them (before coercion). */
export type TEndpointInput<E extends TEndpoint> = Field<E, 'params', 'params'> &
  Field<E, 'query', 'query'> &
  Field<E, 'body', 'body'> &
  (E extends Record<'multipart', z.ZodType> ? { form: FormData } : unknown);

/** What a caller gets back: the `data` of the answer as its schema outputs it. */
export type TEndpointOutput<E extends TEndpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** The path with its `:name` segments filled in (each value URI-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
