import { and, eq } from 'drizzle-orm';
import type { TMeResponse } from '@signoff/contract/auth';
import type { Db } from '../db/client.ts';
import { listIntegrations } from '../integrations/lookup.ts';
import { employees } from '../db/schema/people.ts';
import { HttpError } from '../http/errors.ts';
import type { TServerArea } from '../area.ts';
import { visibleTabs } from '../modules/inbox/tabs.ts';
import type { Actor } from './actor.ts';
import { listMemberships } from './queries.ts';
import { accountsOf } from './federated.ts';
import { managesAnyone } from './scope.ts';

/** GET /api/me: who the user is in the company their session is switched to, and what the web may show them. */
export async function buildMe(
  /** The owner's database, for the user's memberships in every company. */
  owner: Db,
  /** The request's company-scoped database, for this company's rows. */
  db: Db,
  actor: Actor,
  options: { hasScanner: boolean; areas: readonly TServerArea[] },
): Promise<TMeResponse> {
  const all = await listMemberships(owner, actor.userId);
  const current = all.find((m) => m.company.id === actor.companyId);
  if (!current) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in');
  const [employee] = actor.employeeId
    ? await db
        .select()
        .from(employees)
        .where(and(eq(employees.id, actor.employeeId), eq(employees.companyId, actor.companyId)))
    : [];
  const companyIntegrations = await listIntegrations(db, actor.companyId);
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
      is_impersonating: actor.impersonatedBy !== null,
    },
    impersonated_by: actor.impersonatedBy ? { user_id: actor.impersonatedBy.userId, name: actor.impersonatedBy.name } : null,
    permissions: [...actor.permissions].sort(),
    // Scanning is switched on per company but only happens where a clamd is configured; the web shows scan
    // outcomes only when they are real.
    features: [...actor.features].filter((f) => f !== 'virus_scan' || options.hasScanner).sort(),
    integrations: companyIntegrations.map((i) => ({
      id: i.id,
      type: i.type,
      name: i.name,
      provider: i.provider,
      country: i.country,
      features: [...i.features].sort(),
    })),
    accounts: accountsOf(all, actor),
    tabs: visibleTabs(options.areas, actor, await managesAnyone(db, actor)),
  };
}
