import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { queueDocumentDeliveries } from '../jobs/deliveryScheduler.ts';

/** How many of a company's people the sandbox pays in the demo (the first, by id: those the seed's own payslips name). */
const PAID_PEOPLE = 8;

/**
 * The demo's payroll run: asks the sandbox it started (its admin API, as a test does) to close the current month for
 * each company with a provider integration, naming the people it pays, then queues the import, which takes the
 * delivered PDFs in through the adapter like any delivery. Closing a month is idempotent, so every start may ask.
 * The seed's own documents stop at last month, so nothing is delivered twice. A sandbox that does not answer is
 * logged and skipped: the app starts anyway, and the hourly job takes in whatever the sandbox delivers later.
 */
export async function closeDemoPayrollMonth(db: Db, sandboxUrl: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  const period = new Date().toISOString().slice(0, 7);
  const { rows } = await db.execute<{ company_id: number; external_ref: string }>(
    sql`SELECT DISTINCT ON (company_id) company_id, external_ref FROM integrations
        WHERE type = 'payroll_provider' AND external_ref IS NOT NULL ORDER BY company_id, id`,
  );
  for (const { company_id, external_ref } of rows) {
    const { rows: people } = await db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM employees WHERE company_id = ${company_id} ORDER BY id LIMIT ${PAID_PEOPLE}`,
    );
    try {
      const res = await fetch(`${sandboxUrl}/admin/companies/${encodeURIComponent(external_ref)}/months/${period}/close`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ employees: people.map((p) => ({ employee: String(p.id), name: p.name })) }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`the sandbox answered ${res.status}`);
      const { closed } = (await res.json()) as { closed: boolean };
      if (closed) log.info(`Payroll provider sandbox: closed ${period} for ${external_ref}`);
    } catch (error) {
      log.warn(`Payroll provider sandbox: could not close ${period} for ${external_ref} (${String(error)})`);
    }
  }
  await queueDocumentDeliveries(db);
}
