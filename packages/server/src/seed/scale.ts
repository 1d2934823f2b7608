import { sql } from 'drizzle-orm';
import { AREA_PERMISSIONS } from '@signoff/contract/auth';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import type { TServerArea } from '../area.ts';
import type { TScaleCompany } from './types.ts';
import { DEMO_PASSWORD } from './demo.ts';

/** Each team is a lead and the ten people they manage: the bench's manager decides for ten. */
const TEAM_SIZE = 11;

export type TScalePlan = { subdomain: string; people: number; requestsPerArea: number };

/**
 * A company for benchmarks, written in SQL only: `people` employees in teams of a lead and ten, an HR admin
 * (hr@<subdomain>.test, every permission) and a manager of ten (manager@<subdomain>.test), both with the demo password;
 * then each area fills it with `requestsPerArea` items through its own generator.
 */
export async function scaleCompany(db: Db, areas: readonly TServerArea[], plan: TScalePlan): Promise<TScaleCompany> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const company = await db.transaction(async (tx) => {
    const { rows: made } = await tx.execute<{ id: number }>(
      sql`INSERT INTO companies (name, subdomain, country) VALUES (${`Scale ${plan.subdomain}`}, ${plan.subdomain}, 'BE') RETURNING id`,
    );
    const companyId = made[0]!.id;
    const teams = Math.ceil(plan.people / TEAM_SIZE);
    await tx.execute(sql`
      INSERT INTO teams (company_id, name) SELECT ${companyId}, 'Team ' || t FROM generate_series(0, ${teams - 1}) t ORDER BY t`);
    await tx.execute(sql`
      WITH team AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS t FROM teams WHERE company_id = ${companyId})
      INSERT INTO employees (company_id, team_id, name, email)
      SELECT ${companyId}, team.id, 'Person ' || g, 'p' || g || '@' || ${plan.subdomain} || '.test'
      FROM generate_series(0, ${plan.people - 1}) g JOIN team ON team.t = g / ${TEAM_SIZE} ORDER BY g`);
    // A lead manages the rest of their team and reports to person 0; every fifth person has the next lead as second manager.
    await tx.execute(sql`
      WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM employees WHERE company_id = ${companyId})
      UPDATE employees e SET
        manager_id = CASE WHEN p.i = 0 THEN NULL WHEN p.i % ${TEAM_SIZE} = 0 THEN first.id ELSE lead.id END,
        second_manager_id = CASE WHEN p.i % 5 = 1 THEN next_lead.id END
      FROM p
      JOIN p first ON first.i = 0
      JOIN p lead ON lead.i = p.i - p.i % ${TEAM_SIZE}
      LEFT JOIN p next_lead ON next_lead.i = p.i - p.i % ${TEAM_SIZE} + ${TEAM_SIZE}
      WHERE e.id = p.id`);
    const login = async (email: string, name: string, personIndex: number, permissions: readonly string[]) => {
      const { rows } = await tx.execute<{ id: number }>(sql`
        WITH u AS (INSERT INTO users (email, name, password_hash) VALUES (${email}, ${name}, ${hash}) RETURNING id)
        INSERT INTO memberships (user_id, company_id, employee_id, is_admin, permissions)
        SELECT u.id, ${companyId}, (SELECT id FROM employees WHERE company_id = ${companyId} ORDER BY id OFFSET ${personIndex} LIMIT 1),
               ${permissions.length > 0}, ${`{${permissions.join(',')}}`}::text[]
        FROM u RETURNING user_id AS id`);
      return rows[0]!.id;
    };
    const hrUserId = await login(`hr@${plan.subdomain}.test`, 'Scale HR', 0, AREA_PERMISSIONS);
    await login(`manager@${plan.subdomain}.test`, 'Scale Manager', TEAM_SIZE, []);
    return { companyId, hrUserId, requests: plan.requestsPerArea };
  });
  for (const area of areas) if (area.scale) await area.scale(db, company);
  return company;
}
