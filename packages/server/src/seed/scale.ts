import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Adds `count` expenses with requests to Acme, spread over its people and statuses, for benchmarks. */
export async function scaleExpenses(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    WITH acme AS (SELECT id FROM companies WHERE subdomain = 'acme'),
    people AS (SELECT array_agg(e.id ORDER BY e.id) AS ids FROM employees e, acme WHERE e.company_id = acme.id),
    cat AS (SELECT min(c.id) AS id FROM expense_categories c, acme WHERE c.company_id = acme.id AND c.way_of_input = 'total'),
    made AS (
      INSERT INTO expenses (company_id, employee_id, category_id, title, expense_date, price)
      SELECT acme.id, people.ids[1 + (g % array_length(people.ids, 1))], cat.id, 'Scaled expense ' || g,
             current_date - (g % 365), 10 + (g % 500)
      FROM generate_series(1, ${count}) g, acme, people, cat
      RETURNING id, company_id, employee_id
    )
    INSERT INTO expense_requests (company_id, expense_id, employee_id, status, created_at)
    SELECT company_id, id, employee_id,
           CASE WHEN id % 10 = 0 THEN 'pending' WHEN id % 10 < 8 THEN 'approved' ELSE 'rejected' END,
           now() - (id % 100000) * interval '1 minute'
    FROM made`);
}
