import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/**
 * A catalogue of fifty trainings and `requests` requests for them, one in twenty for a new training instead; a tenth
 * waiting, the rest approved or declined, one a minute back in time.
 */
export const scaleTrainings: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH catalogue AS (
      INSERT INTO trainings (company_id, name, cost, supplier)
      SELECT ${companyId}, 'Training ' || t, 100 + t * 10, 'Supplier ' || (t % 7) FROM generate_series(1, 50) t
      RETURNING id
    ),
    ids AS (SELECT array_agg(id ORDER BY id) AS trainings FROM catalogue),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId})
    INSERT INTO training_requests (company_id, employee_id, training_id, new_training_name, new_training_cost, motivation,
                                   status, approver_user_id, created_at)
    SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))],
           CASE WHEN g % 20 = 0 THEN NULL ELSE ids.trainings[1 + (g % 50)] END,
           CASE WHEN g % 20 = 0 THEN 'New course ' || g END,
           CASE WHEN g % 20 = 0 THEN 250 END,
           'Scaled request ' || g,
           CASE WHEN g % 10 = 0 THEN 'pending' WHEN g % 10 < 8 THEN 'approved' ELSE 'declined' END,
           CASE WHEN g % 10 = 0 THEN NULL ELSE ${hrUserId}::int END,
           now() - g * interval '1 minute'
    FROM generate_series(1, ${requests}) g, ids, people`);
};
