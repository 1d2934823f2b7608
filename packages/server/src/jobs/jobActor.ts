import type { Actor } from '../auth/actor.ts';

/**
 * The user a job acts for, as the audit recorder needs them (no request, nobody impersonating): the job carries the id
 * of whoever asked for the work, so the decision history names them, not the queue.
 */
export function jobActor(companyId: number, userId: number): Actor {
  return {
    userId,
    userName: '',
    email: '',
    companyId,
    employeeId: null,
    isAdmin: false,
    isReadOnly: false,
    teamOnly: false,
    access: 'full',
    accessWages: 0,
    permissions: new Set(),
    features: new Set(),
    requestId: null,
    impersonatedBy: null,
  };
}
