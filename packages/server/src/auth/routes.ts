import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginRequestSchema, ZMeResponseSchema, ZSwitchCompanyRequestSchema, type TMeResponse } from '@signoff/contract/auth';
import { dataResponse } from '@signoff/contract/common';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { actorFrom, actorOf, type Actor } from './actor.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { SESSION_COOKIE, hashToken, newToken, setSessionCookie } from './plugin.ts';
import { deleteSession, findUserByEmail, insertSession, listMemberships, switchSessionCompany } from './queries.ts';
import { managesAnyone } from './scope.ts';
import { visibleTabs } from '../modules/inbox/tabs.ts';
import { and, eq } from 'drizzle-orm';
import { integrations } from '../db/schema/companies.ts';
import { employees } from '../db/schema/people.ts';

const ZOk = dataResponse(z.object({ ok: z.boolean() }));

async function buildMe(db: Db, actor: Actor, hasScanner: boolean): Promise<TMeResponse> {
  const all = await listMemberships(db, actor.userId);
  const current = all.find((m) => m.company.id === actor.companyId);
  if (!current) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in');
  const [employee] = actor.employeeId
    ? await db.select().from(employees).where(and(eq(employees.id, actor.employeeId), eq(employees.companyId, actor.companyId)))
    : [];
  const companyIntegrations = await db.select().from(integrations).where(eq(integrations.companyId, actor.companyId));
  return {
    user: { id: actor.userId, email: actor.email, name: actor.userName },
    employee: employee ? { id: employee.id, name: employee.name, avatar: employee.avatarUrl } : null,
    company: { id: current.company.id, name: current.company.name, subdomain: current.company.subdomain, country: current.company.country },
    membership: {
      is_admin: actor.isAdmin,
      is_read_only: actor.isReadOnly,
      team_only: actor.teamOnly,
      access: actor.access,
      access_wages: actor.accessWages,
      is_impersonating: false,
    },
    permissions: [...actor.permissions].sort(),
    // Scanning is switched on per company but only happens where a clamd is configured; the web shows scan
    // outcomes only when they are real.
    features: [...actor.features].filter((f) => f !== 'virus_scan' || hasScanner).sort(),
    integrations: companyIntegrations.map((i) => ({ id: i.id, type: i.type, name: i.name, country: i.country })),
    accounts: all.map((m) => ({
      company_id: m.company.id,
      subdomain: m.company.subdomain,
      name: m.company.name,
      access: m.membership.access === 'light' ? 'light' : 'full',
    })),
    tabs: visibleTabs(actor, await managesAnyone(db, actor)),
  };
}

export function authRoutes(app: FastifyInstance, db: Db, config: Config, hasScanner: boolean) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      config: {
        access: 'public',
        // Per account and per address: guessing one account's password from many addresses, or many accounts from one, both stall.
        rateLimit: {
          max: config.loginRateLimit.max,
          timeWindow: config.loginRateLimit.windowMs,
          keyGenerator: (req) => `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
          errorResponseBuilder: (_req, ctx) =>
            new HttpError(429, 'RATE_LIMITED', `Too many login attempts. Try again in ${Math.ceil(ctx.ttl / 60000)} minutes.`),
        },
      },
      schema: { body: ZLoginRequestSchema, response: { 200: dataResponse(ZMeResponseSchema) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const isValid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
      if (!user || !isValid) throw new HttpError(401, 'BAD_CREDENTIALS', 'The e-mail address or password is not correct');
      const [first] = await listMemberships(db, user.id);
      if (!first) throw new HttpError(403, 'NO_COMPANY', 'This account has no access to any company');
      const token = newToken();
      await insertSession(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        companyId: first.company.id,
        expiresAt: new Date(Date.now() + config.sessionAbsoluteHours * 3600_000),
      });
      setSessionCookie(reply, config, token);
      const actor = actorFrom(user, first.membership, first.company);
      return { data: await buildMe(db, actor, hasScanner) };
    },
  );

  r.post('/api/auth/logout', { config: { access: 'public' }, schema: { response: { 200: ZOk } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { data: { ok: true } };
  });

  r.get('/api/me', { config: { access: 'user' }, schema: { response: { 200: dataResponse(ZMeResponseSchema) } } }, async (request) => {
    return { data: await buildMe(db, actorOf(request), hasScanner) };
  });

  r.post(
    '/api/auth/switchCompany',
    { config: { access: 'user' }, schema: { body: ZSwitchCompanyRequestSchema, response: { 200: dataResponse(ZMeResponseSchema) } } },
    async (request) => {
      const actor = actorOf(request);
      const all = await listMemberships(db, actor.userId);
      const target = all.find((m) => m.company.id === request.body.company_id);
      if (!target) throw new HttpError(404, 'NOT_FOUND', 'You have no access to that company');
      await switchSessionCompany(db, hashToken(request.cookies[SESSION_COOKIE]!), target.company.id);
      const next = actorFrom({ id: actor.userId, name: actor.userName, email: actor.email }, target.membership, target.company);
      return { data: await buildMe(db, next, hasScanner) };
    },
  );
}
