import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/**
 * A catalogue of twenty asset types and `requests` requests of one or two assets each (one in ten custom); a tenth
 * waiting, the rest accepted or declined, one a minute back in time.
 */
export const scaleAssets: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH catalogue AS (
      INSERT INTO asset_types (company_id, name, price, description)
      SELECT ${companyId}, 'Asset type ' || t, 50 + t * 40, 'Scaled type ' || t FROM generate_series(1, 20) t
      RETURNING id
    ),
    ids AS (SELECT array_agg(id ORDER BY id) AS types FROM catalogue),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId}),
    made AS (
      INSERT INTO asset_requests (company_id, employee_id, motivation, status, approver_user_id, created_at, closed_at)
      SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))], 'Scaled request ' || g,
             CASE WHEN g % 10 = 0 THEN 'pending' WHEN g % 10 < 8 THEN 'accepted' ELSE 'declined' END,
             CASE WHEN g % 10 = 0 THEN NULL ELSE ${hrUserId}::int END,
             now() - g * interval '1 minute',
             CASE WHEN g % 10 = 0 THEN NULL ELSE now() - g * interval '1 minute' + interval '1 hour' END
      FROM generate_series(1, ${requests}) g, people
      RETURNING id
    )
    INSERT INTO asset_request_items (company_id, request_id, asset_type_id, name, price, position)
    SELECT ${companyId}, made.id,
           CASE WHEN made.id % 10 = 0 THEN NULL ELSE ids.types[1 + (made.id % 20)] END,
           CASE WHEN made.id % 10 = 0 THEN 'Custom item ' || made.id END,
           CASE WHEN made.id % 10 = 0 THEN 120 END,
           0
    FROM made, ids`);
};
