import { sql } from 'drizzle-orm';
import { TRANSPORT_TYPES } from '@signoff/contract/commute';
import type { TAreaScale } from '../../seed/types.ts';

/** Commute days spread over the people and the transport types, one day apart per person; a tenth waiting. */
export const scaleCommute: TAreaScale = async (db, { companyId, requests }) => {
  const types = `{${TRANSPORT_TYPES.join(',')}}`;
  await db.execute(sql`
    WITH people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId})
    INSERT INTO variable_commute_requests (company_id, employee_id, date, transport_type, km, status)
    SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))],
           current_date - (g / array_length(people.ids, 1))::int,
           (${types}::text[])[1 + (g % ${TRANSPORT_TYPES.length})],
           CASE WHEN g % 3 = 0 THEN NULL ELSE 5 + g % 40 END,
           CASE WHEN g % 10 = 0 THEN '-1' WHEN g % 10 < 8 THEN '1' ELSE '0' END
    FROM generate_series(1, ${requests}) g, people`);
};
