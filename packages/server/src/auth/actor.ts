import type { FastifyRequest } from 'fastify';
import { HttpError, readOnly } from '../http/errors.ts';

/** The person behind a request, in the company their session is switched to. */
export type Actor = {
  userId: number;
  userName: string;
  email: string;
  companyId: number;
  employeeId: number | null;
  isAdmin: boolean;
  isReadOnly: boolean;
  teamOnly: boolean;
  access: 'light' | 'full';
  accessWages: number;
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  /** The HTTP request acting (null outside one, e.g. at login): the audit trail names it so a change can be found in the logs. */
  requestId: string | null;
  /** The admin acting as this user, while they impersonate them; what they do is audited under both names. */
  impersonatedBy: { userId: number; name: string } | null;
  /**
   * The people this user is the direct or extra manager of, read with the session on every request: a manager's lists
   * and badges filter on these ids instead of looking the team up again in each table's subquery. Absent for an actor
   * made outside a request (a job), which then looks them up.
   */
  managedEmployeeIds?: readonly number[];
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Every route says who may call it; a route without it fails at start-up (see auth/plugin.ts). */
    access?: 'public' | 'user';
  }
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in');
  return request.actor;
}

export function hasPermission(actor: Actor, permission: string): boolean {
  return actor.permissions.has(permission);
}

/** Writes are refused for read-only accounts before any service logic runs. */
export function assertCanWrite(actor: Actor): void {
  if (actor.isReadOnly) throw readOnly();
}

type UserRow = { id: number; name: string; email: string };
type MembershipRow = {
  employeeId: number | null;
  isAdmin: boolean;
  isReadOnly: boolean;
  teamOnly: boolean;
  access: string;
  accessWages: number;
  permissions: string[];
  managedEmployeeIds?: number[];
};
type CompanyRow = { id: number; features: string[] };

export function actorFrom(
  user: UserRow,
  membership: MembershipRow,
  company: CompanyRow,
  requestId: string | null = null,
  impersonatedBy: Actor['impersonatedBy'] = null,
): Actor {
  return {
    userId: user.id,
    userName: user.name,
    email: user.email,
    companyId: company.id,
    employeeId: membership.employeeId,
    isAdmin: membership.isAdmin,
    isReadOnly: membership.isReadOnly,
    teamOnly: membership.teamOnly,
    access: membership.access === 'light' ? 'light' : 'full',
    accessWages: membership.accessWages,
    permissions: new Set(membership.permissions),
    features: new Set(company.features),
    requestId,
    impersonatedBy,
    ...(membership.managedEmployeeIds ? { managedEmployeeIds: membership.managedEmployeeIds } : {}),
  };
}
