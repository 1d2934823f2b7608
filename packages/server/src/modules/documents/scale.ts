import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/** `requests` company documents of three types sharing one stored-file record, one a minute back in time. */
export const scaleDocuments: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH file AS (
      INSERT INTO files (company_id, storage_name, original_name, mime_type, size_bytes, sha256, related_object, uploaded_by_user_id)
      VALUES (${companyId}, 'scaled-document', 'payslips.pdf', 'application/pdf', 48000, '', 'document', ${hrUserId}) RETURNING id
    )
    INSERT INTO company_documents (company_id, file_id, document_type, source, uploaded_at)
    SELECT ${companyId}, file.id, (ARRAY['Payslip', 'Payroll journal', 'Invoice'])[1 + g % 3], 'provider', now() - g * interval '1 minute'
    FROM generate_series(1, ${requests}) g, file`);
};
