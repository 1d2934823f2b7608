import type { TFederatedAccount } from '@signoff/contract/auth';
import type { Db } from '../db/client.ts';
import type { TCompanyScope } from '../db/tenant.ts';
import { notFound } from '../http/errors.ts';
import { actorFrom, type Actor } from './actor.ts';
import { listMemberships } from './queries.ts';

type TMembershipRow = Awaited<ReturnType<typeof listMemberships>>[number];

/** The companies a user may switch to (federated accounts). Acting as someone stays in this company: their others are not offered. */
export function accountsOf(all: readonly TMembershipRow[], actor: Actor): TFederatedAccount[] {
  return (actor.impersonatedBy ? all.filter((m) => m.company.id === actor.companyId) : all).map((m) => ({
    company_id: m.company.id,
    subdomain: m.company.subdomain,
    name: m.company.name,
    access: m.membership.access === 'light' ? 'light' : 'full',
  }));
}

/**
 * Runs fn as the user in another of their companies (a federated account), in that company's tenancy: what they
 * would see had they switched, without switching the session. A company they do not belong to is a 404.
 */
export function federatedRunner(owner: Db, tenancy: TCompanyScope) {
  return async <T>(actor: Actor, companyId: number, fn: (actor: Actor) => Promise<T>): Promise<T> => {
    if (companyId === actor.companyId) return fn(actor);
    // While acting as someone, their other companies are not the admin's to look into.
    const row = actor.impersonatedBy ? undefined : (await listMemberships(owner, actor.userId)).find((m) => m.company.id === companyId);
    if (!row) throw notFound('This company');
    const other = actorFrom({ id: actor.userId, name: actor.userName, email: actor.email }, row.membership, row.company, actor.requestId);
    return tenancy.run(companyId, () => fn(other));
  };
}
export type TFederatedRunner = ReturnType<typeof federatedRunner>;
