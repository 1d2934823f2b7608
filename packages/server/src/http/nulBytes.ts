import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL_MESSAGE = 'may not contain a NUL character';

/** The path (a.b.0) of the first string holding a NUL character, or null. PostgreSQL text cannot hold one. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(key, [...path, key]) ?? findNul(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses (400) a request whose input holds a NUL character anywhere, so no schema has to remember to. */
export function assertNoNul(...inputs: unknown[]): void {
  for (const input of inputs) {
    const field = findNul(input);
    if (field !== null) {
      throw badRequest('VALIDATION', field === '_' ? `The request ${NUL_MESSAGE}` : `${field}: ${NUL_MESSAGE}`, { [field]: NUL_MESSAGE });
    }
  }
}

/**
 * Every route's params, query and body are checked once, before validation: a NUL character would otherwise reach
 * PostgreSQL and fail there (500). Multipart fields are checked where they are read (files/multipart.ts).
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, request.query, request.body);
  });
}
