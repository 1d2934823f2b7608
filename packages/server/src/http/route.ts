import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ZApiErrorSchema, dataResponse } from '@signoff/contract/common';
import type { TEndpoint, TEndpointOutput } from '@signoff/contract/endpoint';
import { actorOf, type Actor } from '../auth/actor.ts';
import type { TCompanyScope } from '../db/tenant.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request's company for row-level security (db/tenant.ts); decorated by the app before any route. */
    companyScope: TCompanyScope;
  }
}

type Parsed<E, K extends keyof TEndpoint> = E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler receives: the parsed inputs (already validated by the endpoint's schemas) and the actor. */
export type TRouteContext<E extends TEndpoint> = {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  /** The signed-in user; on a public endpoint, whoever the cookie names or null. */
  actor: E['access'] extends 'user' ? Actor : Actor | null;
  req: FastifyRequest;
  reply: FastifyReply;
};

type THandler<E extends TEndpoint> = (ctx: TRouteContext<E>) => Promise<E['response'] extends 'file' ? FastifyReply : TEndpointOutput<E>>;

/** The OpenAPI tag of an endpoint: its area, read from the path (/api/inbox/<area>/… or /api/<area>/…). */
function tagOf(path: string): string {
  const [, , first, second, ...rest] = path.split('/');
  return (first === 'inbox' && rest.length > 0 ? second : first) ?? 'api';
}

/** A stable operation id for outside clients: the method and the path's words (GET /api/inbox/counts → getInboxCounts). */
function operationId(endpoint: TEndpoint): string {
  const words = endpoint.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return endpoint.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Registers the route an endpoint describes. The description is the only place its method, path, schemas and
 * access live: Fastify validates with them, the OpenAPI document is generated from them, and the web calls the same
 * description, so an answer the server sends is the answer the web checks.
 */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: THandler<E>,
  /** Route settings beyond the description, such as a rate limit. */
  options: { config?: FastifyContextConfig; bodyLimit?: number } = {},
): void {
  const schema: FastifySchema & Record<string, unknown> = {
    summary: endpoint.summary,
    operationId: operationId(endpoint),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [tagOf(endpoint.path)],
    ...(endpoint.access === 'user' ? { security: [{ session: [] }] } : { security: [] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      ...(endpoint.response === 'file' ? {} : { 200: dataResponse(endpoint.response) }),
      // Every failure has one shape (spec §8): 400 bad input, 401 no session, 403 read-only, 404 not yours, 409 already handled.
      '4xx': ZApiErrorSchema.describe('The reason the request was refused'),
      '5xx': ZApiErrorSchema.describe('The server could not answer (503: not ready, its database does not answer)'),
    },
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    // A call that takes a base64 file may go past the app's 1 MB (its schema still caps the field).
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema,
    handler: async (req, reply) => {
      const ctx = {
        params: req.params,
        query: req.query,
        body: req.body,
        actor: endpoint.access === 'user' ? actorOf(req) : req.actor,
        req,
        reply,
      } as TRouteContext<E>;
      // A signed-in user's request runs in their company: every query it makes sees that company's rows only.
      const result =
        endpoint.access === 'user' ? await req.server.companyScope.run(ctx.actor!.companyId, () => handler(ctx)) : await handler(ctx);
      return endpoint.response === 'file' ? result : { data: result };
    },
  });
}
