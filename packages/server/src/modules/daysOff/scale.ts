import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/** Days-off requests of one or two days each: a tenth waiting, the rest processed, one a minute back in time. */
export const scaleDaysOff: TAreaScale = async (db, { companyId, requests }) => {
  await db.execute(sql`
    WITH kind AS (INSERT INTO day_off_types (company_id, name) VALUES (${companyId}, 'Holiday') RETURNING id),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId}),
    made AS (
      INSERT INTO days_off_requests (company_id, employee_id, type, custom_type_id, am_pm_hint, processed, created_at)
      SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))], 'custom', kind.id, 'all_day', g % 10 <> 0,
             now() - g * interval '1 minute'
      FROM generate_series(1, ${requests}) g, people, kind
      RETURNING id, processed
    )
    INSERT INTO days_off_request_dates (company_id, request_id, date, start_minutes, duration_minutes, status)
    SELECT ${companyId}, made.id, current_date + (made.id % 300) + d, 540, 480, CASE WHEN made.processed THEN 'accepted' ELSE 'pending' END
    FROM made, generate_series(0, made.id % 2) d`);
};
