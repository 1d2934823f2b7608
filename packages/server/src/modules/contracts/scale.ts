import { sql } from 'drizzle-orm';
import type { TAreaScale } from '../../seed/types.ts';

/**
 * One template signed by the scale company's HR and `requests` contracts made from it, one a minute back in time: a
 * tenth waiting for HR's signature, the rest signed internally, half of those by the employee too.
 */
export const scaleContracts: TAreaScale = async (db, { companyId, hrUserId, requests }) => {
  await db.execute(sql`
    WITH template AS (
      INSERT INTO contract_templates (company_id, name, type, content_html, internal_signature_required, internal_signer_user_id)
      VALUES (${companyId}, 'Employment contract', 'employment_contract', '<p>#employee_name starts on #start_date.</p>', true, ${hrUserId})
      RETURNING id, name, content_html
    ),
    people AS (SELECT array_agg(id ORDER BY id) AS ids FROM employees WHERE company_id = ${companyId})
    INSERT INTO contracts (company_id, employee_id, template_id, template_name, name, content_html, internal_signature_required,
                           internal_signer_user_id, internal_signed_at, internal_signed_name, employee_signed_at, status,
                           internal_status, created_at)
    SELECT ${companyId}, people.ids[1 + (g % array_length(people.ids, 1))], template.id, template.name, 'Contract ' || g,
           template.content_html, true, ${hrUserId}::int,
           CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, CASE WHEN g % 10 = 0 THEN NULL ELSE 'Scale HR' END,
           CASE WHEN g % 2 = 0 AND g % 10 <> 0 THEN now() END,
           CASE WHEN g % 2 = 0 AND g % 10 <> 0 THEN 'closed' ELSE 'pending' END,
           CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'closed' END,
           now() - g * interval '1 minute'
    FROM generate_series(1, ${requests}) g, template, people`);
};
