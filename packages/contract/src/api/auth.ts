import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import {
  ZFederatedAccountsResponseSchema,
  ZImpersonationCandidatesResponseSchema,
  ZLoginRequestSchema,
  ZMeResponseSchema,
  ZStartImpersonationRequestSchema,
  ZSwitchCompanyRequestSchema,
} from '../auth.ts';

// Named, so the browser's build makes each a schema built on first use (web vite.lazySchemas.ts), not as this module runs.
const ZOkResponseSchema = z.object({ ok: z.boolean() });
const ZReadyResponseSchema = z.object({ ok: z.literal(true), database: z.literal('up'), job_queue: z.literal('running') });

export const authEndpoints = defineEndpoints({
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Log in with e-mail and password; sets the httpOnly session cookie',
    access: 'public',
    body: ZLoginRequestSchema,
    response: ZMeResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the current session',
    access: 'public',
    response: ZOkResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user: company, membership, permissions, features, integrations, accounts and visible inbox tabs',
    access: 'user',
    response: ZMeResponseSchema,
  },
  switchCompany: {
    method: 'POST',
    path: '/api/auth/switchCompany',
    summary: 'Switch a federated account to another of its companies',
    access: 'user',
    body: ZSwitchCompanyRequestSchema,
    response: ZMeResponseSchema,
  },
  federatedAccounts: {
    method: 'GET',
    path: '/api/auth/federatedAccounts',
    summary: 'The companies the signed-in user may switch to (the same list GET /api/me carries as accounts)',
    description: 'While acting as someone else, only the current company: impersonation never reaches another company.',
    access: 'user',
    response: ZFederatedAccountsResponseSchema,
  },
  impersonationCandidates: {
    method: 'GET',
    path: '/api/auth/impersonation/candidates',
    summary: 'The people of this company an admin may act as (not admins, not themselves)',
    access: 'user',
    response: ZImpersonationCandidatesResponseSchema,
  },
  startImpersonation: {
    method: 'POST',
    path: '/api/auth/impersonation/start',
    summary: 'An admin starts acting as a person of the same company (audited); the session sees what that person sees',
    access: 'user',
    body: ZStartImpersonationRequestSchema,
    response: ZMeResponseSchema,
  },
  stopImpersonation: {
    method: 'POST',
    path: '/api/auth/impersonation/stop',
    summary: 'End acting as someone else; the session is the admin again (audited)',
    access: 'user',
    response: ZMeResponseSchema,
  },
  health: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness of the server',
    access: 'public',
    response: ZOkResponseSchema,
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers and the job queue runs',
    description: 'A load balancer sends traffic only to an instance that answers 200 here; 503 names what is missing.',
    access: 'public',
    response: ZReadyResponseSchema,
  },
});
