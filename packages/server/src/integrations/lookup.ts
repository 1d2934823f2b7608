import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { integrations } from '../db/schema/companies.ts';

/** A company's integrations, oldest first: the one home of integration lookups, whichever area asks. */
export async function listIntegrations(db: DbOrTx, companyId: number) {
  return db.select().from(integrations).where(eq(integrations.companyId, companyId)).orderBy(asc(integrations.id));
}

/** The company's payroll-provider integration, or null when it has none. */
export async function findPayrollIntegration(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), eq(integrations.type, 'payroll_provider')))
    .orderBy(asc(integrations.id))
    .limit(1);
  return row ?? null;
}

/** One integration of the company, or null (another company's id finds nothing). */
export async function findIntegration(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.companyId, companyId), eq(integrations.id, id)));
  return row ?? null;
}
