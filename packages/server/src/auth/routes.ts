import type { FastifyInstance } from 'fastify';
import { authEndpoints as api } from '@signoff/contract/api/auth';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { SESSION_COOKIE, setSessionCookie } from './plugin.ts';
import type { AuthService } from './service.ts';

export function authRoutes(app: FastifyInstance, service: AuthService, config: Config) {
  route(
    app,
    api.login,
    async ({ body, reply }) => {
      const { token, me } = await service.login(body.email, body.password);
      setSessionCookie(reply, config, token);
      return me;
    },
    {
      config: {
        // Per account and per address: guessing one account's password from many addresses, or many accounts from one, both stall.
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.windowMs,
          keyGenerator: (req) => `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          errorResponseBuilder: (_req, ctx) =>
            new HttpError(429, 'RATE_LIMITED', `Too many login attempts. Try again in ${Math.ceil(ctx.ttl / 60000)} minutes.`),
        },
      },
    },
  );

  route(app, api.logout, async ({ req, reply }) => {
    await service.logout(req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  route(app, api.me, async ({ actor }) => service.me(actor));
  route(app, api.federatedAccounts, async ({ actor }) => service.federatedAccounts(actor));

  // The auth hook has read this cookie to find the actor, so it is there.
  route(app, api.switchCompany, async ({ actor, body, req }) =>
    service.switchCompany(actor, req.cookies[SESSION_COOKIE]!, body.company_id),
  );

  route(app, api.impersonationCandidates, async ({ actor }) => service.impersonationCandidates(actor));
  route(app, api.startImpersonation, async ({ actor, body, req }) =>
    service.startImpersonation(actor, req.cookies[SESSION_COOKIE]!, body.user_id),
  );
  route(app, api.stopImpersonation, async ({ actor, req }) => service.stopImpersonation(actor, req.cookies[SESSION_COOKIE]!));
}
