import { and, eq, or } from 'drizzle-orm';
import type { TPersonProfile } from '@signoff/contract/people';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/people.ts';
import type { Actor } from '../../auth/actor.ts';
import { requesterScope } from '../../auth/scope.ts';
import { notFound } from '../../http/errors.ts';
import { findProfile } from './queries.ts';

export class PeopleService {
  constructor(
    private readonly db: Db,
    /** The permissions of the areas whose approvers may open the profiles of the people they decide for. */
    private readonly profileAreas: readonly string[],
  ) {}

  /** Profile basics: yourself, or someone whose requests you decide in any area; anyone else is a 404. */
  async profile(actor: Actor, id: number): Promise<TPersonProfile> {
    const self = actor.employeeId === null ? undefined : and(eq(employees.id, actor.employeeId), eq(employees.companyId, actor.companyId));
    const scope = or(self, ...this.profileAreas.map((area) => requesterScope(actor, area)))!;
    const row = await findProfile(this.db, actor.companyId, id, scope);
    if (!row) throw notFound('This person');
    const person = (p: typeof row.manager) => (p ? { id: p.id, name: p.name, avatar: p.avatarUrl } : null);
    return {
      id: row.person.id,
      name: row.person.name,
      avatar: row.person.avatarUrl,
      email: row.person.email,
      team: row.team ? { id: row.team.id, name: row.team.name } : null,
      manager: person(row.manager),
      second_manager: person(row.secondManager),
      is_active: row.person.isActive,
    };
  }
}
