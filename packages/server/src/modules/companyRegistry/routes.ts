import type { FastifyInstance } from 'fastify';
import { companiesEndpoints as api } from '@signoff/contract/api/companies';
import type { Config } from '../../config.ts';
import { hashToken, SESSION_COOKIE } from '../../auth/plugin.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { CompanyRegistryService } from './service.ts';

export function companyRegistryRoutes(app: FastifyInstance, service: CompanyRegistryService, config: Config) {
  route(app, api.suggest, async ({ query }) => service.suggest(query.query), {
    config: {
      // Per session (an autocomplete fires as the user types): one user cannot page through the whole register.
      // The session is known here (the auth hook ran on onRequest); its token is stored hashed, as sessions are.
      rateLimit: {
        max: config.companySuggestRateLimit.max,
        timeWindow: config.companySuggestRateLimit.windowMs,
        keyGenerator: (req) => `session:${hashToken(req.cookies[SESSION_COOKIE] ?? req.ip)}`,
        errorResponseBuilder: (_req, ctx) =>
          new HttpError(429, 'RATE_LIMITED', `Too many company look-ups. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
      },
    },
  });
}
