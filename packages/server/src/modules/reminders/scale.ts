import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/** `requests` reminders about the company's people for HR, reminder dates over a year around today; past ones sent, a third closed. */
export const scaleReminders: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId})
    INSERT INTO reminders (company_id, related_object, related_object_id, related_employee_id, description, reminder_date,
                           target_user_id, created_by_user_id, closed, sent_at)
    SELECT ${companyId}, 'employee', p, p, 'Scaled reminder ' || g, current_date + (g % 365 - 180), ${hrUserId}::int, ${hrUserId}::int,
           g % 3 = 0, CASE WHEN g % 365 - 180 <= 0 THEN now() END
    FROM generate_series(1, ${requests}::int) g, people, LATERAL (SELECT people.ids[1 + (g % array_length(people.ids, 1))] AS p) chosen`);
};
