import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/**
 * One template of five items, and `requests` / 5 workflows started from it: five tasks each, assigned to HR, a third
 * of them done, due dates spread over a year around today.
 */
export const scaleWorkflows: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH template AS (
      INSERT INTO workflow_templates (company_id, type, name) VALUES (${companyId}, 'onboarding', 'Scaled onboarding') RETURNING id
    ),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId}),
    started AS (
      INSERT INTO workflows (company_id, template_id, employee_id, type, name, is_sequential, workflow_date, started_by_user_id, created_at)
      SELECT ${companyId}, template.id, people.ids[1 + (g % array_length(people.ids, 1))], 'onboarding', 'Scaled onboarding ' || g,
             g % 2 = 0, current_date + (g % 365 - 180), ${hrUserId}::int, now() - g * interval '1 minute'
      FROM generate_series(1, greatest(${requests}::int / 5, 1)) g, template, people
      RETURNING id, workflow_date
    )
    INSERT INTO workflow_tasks (company_id, workflow_id, name, sort_order, due_date, status, for_who, responsible_user_id, closed_at)
    SELECT ${companyId}, started.id, 'Scaled task ' || n, n, started.workflow_date + n * 3,
           CASE WHEN (started.id + n) % 3 = 0 THEN 'done' ELSE 'pending' END, 'user', ${hrUserId}::int,
           CASE WHEN (started.id + n) % 3 = 0 THEN now() END
    FROM started, generate_series(1, 5) n`);
};
