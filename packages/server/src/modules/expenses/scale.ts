import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/** Expenses with their requests: a tenth pending, the rest approved or rejected, one a minute back in time. */
export const scaleExpenses: TAreaScale = async (db, { companyId, requests }) => {
  await db.execute(sql`
    WITH cat AS (
      INSERT INTO expense_categories (company_id, name, way_of_input) VALUES (${companyId}, 'Scaled', 'total') RETURNING id
    ),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId}),
    made AS (
      INSERT INTO expenses (company_id, employee_id, category_id, title, expense_date, price)
      SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))], cat.id, 'Scaled expense ' || g,
             current_date - (g % 365), 10 + (g % 500)
      FROM generate_series(1, ${requests}) g, people, cat
      RETURNING id, employee_id
    )
    INSERT INTO expense_requests (company_id, expense_id, employee_id, status, created_at)
    SELECT ${companyId}, id, employee_id,
           CASE WHEN id % 10 = 0 THEN 'pending' WHEN id % 10 < 8 THEN 'approved' ELSE 'rejected' END,
           now() - (id % ${requests}) * interval '1 minute'
    FROM made`);
};
