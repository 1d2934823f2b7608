import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { SESSION_TOUCH_MS, findLiveSession, touchSession } from './queries.ts';
import { actorFrom } from './actor.ts';

export const SESSION_COOKIE = 'signoff_session';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from another site is refused even with a valid cookie (CSRF): browsers tell us
 * through Sec-Fetch-Site, older ones through Origin. Requests without either (curl, tests) are not cross-site.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: config.sessionAbsoluteHours * 3600,
  });
}

export function registerAuth(app: FastifyInstance, db: Db, config: Config): void {
  app.decorateRequest('actor', null);

  // Every API route must say who may call it; forgetting is a start-up error, not an open endpoint.
  // (The web app's static files and the OpenAPI viewer are public by nature.)
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    if (
      access !== 'public' &&
      access !== 'user' &&
      (route.url.startsWith('/api/') || route.url.startsWith('/v1/')) &&
      !route.url.startsWith('/api/docs')
    ) {
      throw new Error(`Route ${route.method} ${route.url} declares no access ('public' or 'user')`);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      throw new HttpError(403, 'CROSS_SITE', 'Cross-site requests are not allowed');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const tokenHash = hashToken(token);
      const found = await findLiveSession(db, tokenHash, config.sessionIdleMinutes);
      if (found) {
        request.actor = actorFrom(
          found.user,
          found.membership,
          found.company,
          request.id,
          found.impersonatedBy?.userId ? { userId: found.impersonatedBy.userId, name: found.impersonatedBy.name } : null,
        );
        if (Date.now() - found.lastSeenAt.getTime() > SESSION_TOUCH_MS) await touchSession(db, tokenHash);
      }
    }
    const access = request.routeOptions.config?.access;
    if (access === 'user' && !request.actor) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in');
  });
}
