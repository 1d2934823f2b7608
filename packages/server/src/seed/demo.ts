import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companies, integrations } from '../db/schema/companies.ts';
import { employees, teams } from '../db/schema/people.ts';
import { memberships, users } from '../db/schema/auth.ts';
import { hashPassword } from '../auth/password.ts';
import { AREA_PERMISSIONS } from '@signoff/contract/auth';
import type { SeedCompany, SeedGlobex } from './types.ts';
import { AREAS } from '../areas.ts';
import type { FileStorage } from '../files/storage.ts';

export const DEMO_PASSWORD = 'demo-password';

const FIRST = [
  'Emma',
  'Lucas',
  'Olivia',
  'Noah',
  'Mila',
  'Louis',
  'Elena',
  'Arthur',
  'Lina',
  'Jules',
  'Nora',
  'Adam',
  'Julia',
  'Victor',
  'Zoë',
  'Finn',
  'Sara',
  'Liam',
  'Anna',
  'Mats',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Hermans',
  'Martens',
];

type SeedPerson = { key: string; name: string; team: string; email?: string };

/** Fills an empty database with the demo companies; does nothing when a company exists already. */
/** `storage` receives the demo's attachments (certificates), so their downloads work like any upload's. */
export async function seedDemoIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
  if ((row?.n ?? 0) > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const acme = await seedAcme(tx, hash);
    const globex = await seedGlobex(tx, hash, acme.users.hr);
    for (const area of AREAS) if (area.seed) await area.seed(tx, { acme, globex }, storage);
  });
  return true;
}

async function seedAcme(tx: Tx, hash: string): Promise<SeedCompany> {
  const [company] = await tx
    .insert(companies)
    .values({ name: 'Acme', subdomain: 'acme', country: 'BE', features: ['virus_scan', 'expenses/overwrite-distance-notification'] })
    .returning();
  const companyId = company!.id;
  await tx.insert(integrations).values({
    companyId,
    type: 'payroll_provider',
    name: 'Payroll provider (sandbox)',
    country: 'BE',
    payFrequency: 'monthly',
    provider: 'sandbox',
    externalRef: 'acme',
    features: ['profile/fullpush'],
  });

  const teamNames = ['Sales', 'Engineering', 'Operations', 'Finance', 'People'];
  const teamRows = await tx
    .insert(teams)
    .values(teamNames.map((name) => ({ companyId, name })))
    .returning();
  const teamId = (name: string) => teamRows.find((t) => t.name === name)!.id;

  // Leads first, so their reports can point at them.
  const leads: SeedPerson[] = [
    { key: 'hr', name: 'Hanna Janssens', team: 'People', email: 'hr@acme.test' },
    { key: 'manager', name: 'Marie Dubois', team: 'Sales', email: 'manager@acme.test' },
    { key: 'ops', name: 'Olivier Maes', team: 'Operations', email: 'olivier.maes@acme.test' },
    { key: 'eng', name: 'Elise Wouters', team: 'Engineering', email: 'elise.wouters@acme.test' },
    { key: 'fin', name: 'Frank Hermans', team: 'Finance', email: 'frank.hermans@acme.test' },
  ];
  const ids: Record<string, number> = {};
  for (const lead of leads) {
    const [e] = await tx
      .insert(employees)
      .values({
        companyId,
        teamId: teamId(lead.team),
        name: lead.name,
        email: lead.email,
        managerId: lead.key === 'hr' ? null : (ids.hr ?? null),
      })
      .returning();
    ids[lead.key] = e!.id;
  }
  const leadOf: Record<string, string> = { Sales: 'manager', Engineering: 'eng', Operations: 'ops', Finance: 'fin', People: 'hr' };
  // Sales has Operations' lead as second ("extra") manager: both levels act on Sales requests.
  const secondOf: Record<string, string | undefined> = { Sales: 'ops' };

  const people: SeedPerson[] = [
    { key: 'employee', name: 'Evan Peeters', team: 'Sales', email: 'employee@acme.test' },
    { key: 'readonly', name: 'Rita Claes', team: 'People', email: 'readonly@acme.test' },
  ];
  for (let i = 0; people.length < 36; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    if (people.some((p) => p.name === name) || leads.some((p) => p.name === name)) continue;
    people.push({ key: `p${i}`, name, team: teamNames[i % teamNames.length]! });
  }
  for (const p of people) {
    const [e] = await tx
      .insert(employees)
      .values({
        companyId,
        teamId: teamId(p.team),
        name: p.name,
        email: p.email ?? `${p.name.toLowerCase().replace(/[^a-z]+/g, '.')}@acme.test`,
        managerId: ids[leadOf[p.team]!]!,
        secondManagerId: secondOf[p.team] ? ids[secondOf[p.team]!]! : null,
      })
      .returning();
    ids[p.key] = e!.id;
  }

  const account = async (email: string, name: string, m: Partial<typeof memberships.$inferInsert> & { employeeId: number | null }) => {
    const [u] = await tx.insert(users).values({ email, name, passwordHash: hash }).returning();
    await tx.insert(memberships).values({ userId: u!.id, companyId, ...m });
    return u!.id;
  };
  const allPermissions = [...AREA_PERMISSIONS];
  const hrUserId = await account('hr@acme.test', 'Hanna Janssens', {
    employeeId: ids.hr!,
    isAdmin: true,
    permissions: allPermissions,
    accessWages: 1,
  });
  const managerUserId = await account('manager@acme.test', 'Marie Dubois', { employeeId: ids.manager! });
  const opsUserId = await account('olivier.maes@acme.test', 'Olivier Maes', { employeeId: ids.ops! });
  const engUserId = await account('elise.wouters@acme.test', 'Elise Wouters', { employeeId: ids.eng! });
  const employeeUserId = await account('employee@acme.test', 'Evan Peeters', { employeeId: ids.employee! });
  const readonlyUserId = await account('readonly@acme.test', 'Rita Claes', {
    employeeId: ids.readonly!,
    isReadOnly: true,
    permissions: allPermissions,
  });
  // Every area permission, but team_only: only the requests of Finance, his team.
  const teamOnlyUserId = await account('frank.hermans@acme.test', 'Frank Hermans', {
    employeeId: ids.fin!,
    teamOnly: true,
    permissions: allPermissions,
  });

  return {
    companyId,
    employees: ids,
    teamOf: Object.fromEntries([...leads, ...people].map((p) => [p.key, p.team])),
    teams: Object.fromEntries(teamRows.map((t) => [t.name, t.id])),
    users: {
      hr: hrUserId,
      manager: managerUserId,
      ops: opsUserId,
      eng: engUserId,
      employee: employeeUserId,
      readonly: readonlyUserId,
      teamOnly: teamOnlyUserId,
    },
  };
}

async function seedGlobex(tx: Tx, hash: string, acmeHrUserId: number): Promise<SeedGlobex> {
  const [company] = await tx
    .insert(companies)
    .values({ name: 'Globex', subdomain: 'globex', country: 'NL', features: ['expenses/default-categories'] })
    .returning();
  const companyId = company!.id;
  const [team] = await tx.insert(teams).values({ companyId, name: 'Head office' }).returning();
  const [hr] = await tx
    .insert(employees)
    .values({ companyId, teamId: team!.id, name: 'Greta Visser', email: 'hr@globex.test' })
    .returning();
  const staff = await tx
    .insert(employees)
    .values(
      ['Bram de Vries', 'Sanne Bakker', 'Daan Smit', 'Fleur Mulder'].map((name) => ({
        companyId,
        teamId: team!.id,
        name,
        managerId: hr!.id,
      })),
    )
    .returning();
  const [u] = await tx.insert(users).values({ email: 'hr@globex.test', name: 'Greta Visser', passwordHash: hash }).returning();
  await tx.insert(memberships).values({ userId: u!.id, companyId, employeeId: hr!.id, isAdmin: true, permissions: [...AREA_PERMISSIONS] });
  // Acme's HR admin also has light access to Globex: a federated account with two companies to switch between.
  await tx.insert(memberships).values({ userId: acmeHrUserId, companyId, employeeId: null, access: 'light', permissions: ['expenses'] });
  return { companyId, hr: hr!.id, staff: staff.map((p) => p.id) };
}
