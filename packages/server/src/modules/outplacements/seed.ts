import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { integrations } from '../../db/schema/companies.ts';
import { outplacements } from '../../db/schema/outplacements.ts';
import type { TAreaSeed } from '../../seed/types.ts';

/** Acme's ending contracts: five to decide, one already requested from the provider, one ignored. */
export const seedOutplacements: TAreaSeed = async (tx, { acme }) => {
  const [integration] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.companyId, acme.companyId), eq(integrations.type, 'payroll_provider')));
  if (!integration) return;
  const today = dayjs();
  const rows = [
    { key: 'p1', role: 'Account executive', started: 38, endsIn: 20, status: 'pending' },
    { key: 'p4', role: 'Software engineer', started: 26, endsIn: 34, status: 'pending' },
    { key: 'p7', role: 'Warehouse operator', started: 71, endsIn: 12, status: 'pending' },
    { key: 'p10', role: 'Payroll officer', started: 15, endsIn: 45, status: 'pending' },
    { key: 'p13', role: 'Sales representative', started: 9, endsIn: 60, status: 'pending' },
    { key: 'p16', role: 'Support engineer', started: 44, endsIn: -10, status: 'requested' },
    { key: 'p19', role: 'Logistics planner', started: 30, endsIn: -25, status: 'ignored' },
  ] as const;
  const values = rows
    .filter((r) => acme.employees[r.key] !== undefined)
    .map((r, i) => ({
      companyId: acme.companyId,
      integrationId: integration.id,
      employeeId: acme.employees[r.key]!,
      contractUid: `ACME-C-${1040 + i}`,
      contractStart: today.subtract(r.started, 'month').startOf('month').format('YYYY-MM-DD'),
      contractEnd: today.add(r.endsIn, 'day').format('YYYY-MM-DD'),
      role: r.role,
      status: r.status,
      requestStatus: r.status === 'requested' ? ('succeeded' as const) : ('none' as const),
      decidedByUserId: r.status === 'pending' ? null : acme.users.hr,
      decidedAt: r.status === 'pending' ? null : today.subtract(3, 'day').toDate(),
      createdAt: today.subtract(rows.length - i, 'day').toDate(),
    }));
  await tx.insert(outplacements).values(values);
};
