import { sql } from 'drizzle-orm';
import { SICK_DAY_TYPE_ID } from '@signoff/contract/sickNotes';
import type { TAreaScale } from '../../seed/types.ts';

/**
 * Uploaded sick notes of one day each (a tenth waiting for review), sharing one stored-file record, plus a day
 * missing its certificate for every tenth person. Each person's days are distinct dates, as the unique key wants.
 */
export const scaleSickNotes: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH file AS (
      INSERT INTO files (company_id, storage_name, original_name, mime_type, size_bytes, sha256, related_object, uploaded_by_user_id)
      VALUES (${companyId}, 'scaled-certificate', 'certificate.pdf', 'application/pdf', 1024, '', 'sick_note', ${hrUserId}) RETURNING id
    ),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId}),
    made AS (
      INSERT INTO sick_notes (company_id, employee_id, day_off_type_id, file_id, uploaded_by_user_id, checked, created_at)
      SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))], ${SICK_DAY_TYPE_ID}, file.id, ${hrUserId},
             CASE WHEN g % 10 = 0 THEN NULL ELSE '1' END, now() - g * interval '1 minute'
      FROM generate_series(1, ${requests}) g, people, file
      RETURNING id, employee_id
    )
    INSERT INTO sick_days (company_id, employee_id, day_off_type_id, day_off_type_name, date, certificate, sick_note_id)
    SELECT ${companyId}, employee_id, ${SICK_DAY_TYPE_ID}, 'Sick day',
           current_date - (row_number() OVER (PARTITION BY employee_id ORDER BY id))::int, 'uploaded', id
    FROM made`);
  await db.execute(sql`
    INSERT INTO sick_days (company_id, employee_id, day_off_type_id, day_off_type_name, date, certificate)
    SELECT ${companyId}, id, ${SICK_DAY_TYPE_ID}, 'Sick day', current_date + 1, 'missing'
    FROM employees WHERE company_id = ${companyId} AND id % 10 = 0`);
};
