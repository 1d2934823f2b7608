import { sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db, Tx } from '../db/client.ts';
import { companies, integrations } from '../db/schema/companies.ts';
import { employees, teams } from '../db/schema/people.ts';
import { memberships, users } from '../db/schema/auth.ts';
import { expenseCategories, expenseRequests, expenses } from '../db/schema/expenses.ts';
import { requestDecisions } from '../db/schema/decisions.ts';
import { hashPassword } from '../auth/password.ts';
import { AREA_PERMISSIONS } from '@signoff/contract/auth';
import { AREA_SEEDS, type SeedCompany } from './areas.ts';
import type { FileStorage } from '../files/storage.ts';

export const DEMO_PASSWORD = 'demo-password';

const FIRST = ['Emma', 'Lucas', 'Olivia', 'Noah', 'Mila', 'Louis', 'Elena', 'Arthur', 'Lina', 'Jules', 'Nora', 'Adam', 'Julia', 'Victor', 'Zoë', 'Finn', 'Sara', 'Liam', 'Anna', 'Mats'];
const LAST = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Hermans', 'Martens'];

type SeedPerson = { key: string; name: string; team: string; email?: string };

/** Fills an empty database with the demo companies; does nothing when a company exists already. */
/** `storage` receives the demo's attachments (certificates), so their downloads work like any upload's. */
export async function seedDemoIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
  if ((row?.n ?? 0) > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const acme = await seedAcme(tx, hash);
    await seedGlobex(tx, hash, acme.users.hr);
    for (const seedArea of AREA_SEEDS) await seedArea(tx, acme, storage);
  });
  return true;
}

async function seedAcme(tx: Tx, hash: string): Promise<SeedCompany> {
  const [company] = await tx.insert(companies).values({ name: 'Acme', subdomain: 'acme', country: 'BE', features: ['virus_scan'] }).returning();
  const companyId = company!.id;
  await tx.insert(integrations).values({ companyId, type: 'payroll_provider', name: 'Payroll provider (sandbox)', country: 'BE', payFrequency: 'monthly' });

  const teamNames = ['Sales', 'Engineering', 'Operations', 'Finance', 'People'];
  const teamRows = await tx.insert(teams).values(teamNames.map((name) => ({ companyId, name }))).returning();
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
      .values({ companyId, teamId: teamId(lead.team), name: lead.name, email: lead.email, managerId: lead.key === 'hr' ? null : ids.hr ?? null })
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
  const hrUserId = await account('hr@acme.test', 'Hanna Janssens', { employeeId: ids.hr!, isAdmin: true, permissions: allPermissions, accessWages: 1 });
  const managerUserId = await account('manager@acme.test', 'Marie Dubois', { employeeId: ids.manager! });
  const opsUserId = await account('olivier.maes@acme.test', 'Olivier Maes', { employeeId: ids.ops! });
  const engUserId = await account('elise.wouters@acme.test', 'Elise Wouters', { employeeId: ids.eng! });
  const employeeUserId = await account('employee@acme.test', 'Evan Peeters', { employeeId: ids.employee! });
  const readonlyUserId = await account('readonly@acme.test', 'Rita Claes', { employeeId: ids.readonly!, isReadOnly: true, permissions: allPermissions });

  const cats = await tx
    .insert(expenseCategories)
    .values([
      { companyId, name: 'Meals', wayOfInput: 'total' },
      { companyId, name: 'Travel tickets', wayOfInput: 'total' },
      { companyId, name: 'Office supplies', wayOfInput: 'total' },
      { companyId, name: 'Other', wayOfInput: 'total', isDefault: true },
      { companyId, name: 'Mileage', wayOfInput: 'kilometer-allowance', pricePerKilometer: 0.428 },
      { companyId, name: 'Client mileage', wayOfInput: 'kilometer-allowance', pricePerKilometer: 0.35 },
      { companyId, name: 'Per diem', wayOfInput: 'day-allowance', pricePerDay: 35 },
    ])
    .returning();
  const cat = (name: string) => cats.find((c) => c.name === name)!;

  const sales = people.filter((p) => p.team === 'Sales').map((p) => p.key);
  const others = people.filter((p) => p.team !== 'Sales' && p.key !== 'readonly').map((p) => p.key);
  const titles = ['Lunch with client', 'Train to Brussels', 'Printer paper', 'Team dinner', 'Parking at airport', 'Conference ticket', 'Taxi to office', 'Books'];
  type Item = { who: string; title: string; category: string | null; status: 'pending' | 'approved' | 'rejected'; daysAgo: number; total?: number; distance?: number; days?: number };
  const items: Item[] = [];
  for (let i = 0; i < 30; i++) {
    const who = i % 3 === 0 ? others[i % others.length]! : sales[i % sales.length]!;
    const status = i < 14 ? 'pending' : i < 24 ? 'approved' : 'rejected';
    const kind = i % 5;
    if (kind === 3) items.push({ who, title: `Client visit ${i}`, category: 'Mileage', status, daysAgo: i + 1, distance: 20 + i * 3 });
    else if (kind === 4 && i % 2 === 0) items.push({ who, title: `Trade fair ${i}`, category: 'Per diem', status, daysAgo: i + 1, days: 1 + (i % 3) });
    else items.push({ who, title: titles[i % titles.length]!, category: ['Meals', 'Travel tickets', 'Office supplies'][i % 3]!, status, daysAgo: i + 1, total: 12.5 + i * 7.35 });
  }
  // One without a category: in Acme default categories are off, so approving it needs a category first.
  items.push({ who: 'employee', title: 'Headphones', category: null, status: 'pending', daysAgo: 2, total: 89.99 });

  for (const item of items) {
    const c = item.category ? cat(item.category) : null;
    const date = dayjs().subtract(item.daysAgo + 1, 'day');
    const dates = item.days ? Array.from({ length: item.days }, (_, d) => date.add(d, 'day').format('YYYY-MM-DD')) : [];
    const price =
      c?.wayOfInput === 'kilometer-allowance'
        ? Math.round(item.distance! * c.pricePerKilometer! * 100) / 100
        : c?.wayOfInput === 'day-allowance'
          ? dates.length * c.pricePerDay!
          : item.total!;
    const [expense] = await tx
      .insert(expenses)
      .values({
        companyId,
        employeeId: ids[item.who]!,
        categoryId: c?.id ?? null,
        title: item.title,
        description: `${item.title} — submitted from the mobile app.`,
        expenseDate: date.format('YYYY-MM-DD'),
        dates,
        price,
        distance: item.distance ?? null,
        pricePerKilometer: c?.pricePerKilometer ?? null,
        metadata: item.distance ? { startLocation: 'Ghent', endLocation: 'Antwerp', kindOfRide: 'single' } : {},
        payoutType: item.status === 'approved' ? 'UNDECIDED' : 'UNDECIDED',
      })
      .returning();
    const createdAt = dayjs().subtract(item.daysAgo, 'day').toDate();
    const isClosed = item.status !== 'pending';
    const approverUserId = isClosed ? (sales.includes(item.who) ? managerUserId : hrUserId) : null;
    const [request] = await tx
      .insert(expenseRequests)
      .values({
        companyId,
        expenseId: expense!.id,
        employeeId: ids[item.who]!,
        status: item.status,
        createdAt,
        approverUserId,
        messageToEmployee: item.status === 'rejected' ? 'Please add the receipt and submit again.' : isClosed ? 'Thanks!' : null,
        timeClosed: isClosed ? dayjs(createdAt).add(1, 'day').toDate() : null,
      })
      .returning();
    if (isClosed)
      await tx.insert(requestDecisions).values({
        companyId,
        area: 'expenses',
        requestId: request!.id,
        userId: approverUserId!,
        action: item.status,
        note: item.status === 'rejected' ? 'Please add the receipt and submit again.' : 'Thanks!',
        role: sales.includes(item.who) ? 'DIRECT_MANAGER' : 'HR',
        createdAt: dayjs(createdAt).add(1, 'day').toDate(),
      });
  }
  return {
    companyId,
    employees: ids,
    teams: Object.fromEntries(teamRows.map((t) => [t.name, t.id])),
    users: { hr: hrUserId, manager: managerUserId, ops: opsUserId, eng: engUserId, employee: employeeUserId, readonly: readonlyUserId },
  };
}

async function seedGlobex(tx: Tx, hash: string, acmeHrUserId: number) {
  const [company] = await tx
    .insert(companies)
    .values({ name: 'Globex', subdomain: 'globex', country: 'NL', features: ['expenses/default-categories'] })
    .returning();
  const companyId = company!.id;
  const [team] = await tx.insert(teams).values({ companyId, name: 'Head office' }).returning();
  const [hr] = await tx.insert(employees).values({ companyId, teamId: team!.id, name: 'Greta Visser', email: 'hr@globex.test' }).returning();
  const staff = await tx
    .insert(employees)
    .values(['Bram de Vries', 'Sanne Bakker', 'Daan Smit', 'Fleur Mulder'].map((name) => ({ companyId, teamId: team!.id, name, managerId: hr!.id })))
    .returning();
  const [u] = await tx.insert(users).values({ email: 'hr@globex.test', name: 'Greta Visser', passwordHash: hash }).returning();
  await tx.insert(memberships).values({ userId: u!.id, companyId, employeeId: hr!.id, isAdmin: true, permissions: [...AREA_PERMISSIONS] });
  // Acme's HR admin also has light access to Globex: a federated account with two companies to switch between.
  await tx.insert(memberships).values({ userId: acmeHrUserId, companyId, employeeId: null, access: 'light', permissions: ['expenses'] });
  const [meals] = await tx.insert(expenseCategories).values([{ companyId, name: 'Meals', wayOfInput: 'total' }, { companyId, name: 'General', wayOfInput: 'total', isDefault: true }]).returning();
  for (const [i, person] of staff.entries()) {
    const [expense] = await tx
      .insert(expenses)
      .values({ companyId, employeeId: person.id, categoryId: meals!.id, title: `Globex lunch ${i + 1}`, expenseDate: dayjs().subtract(i + 2, 'day').format('YYYY-MM-DD'), price: 20 + i })
      .returning();
    await tx.insert(expenseRequests).values({ companyId, expenseId: expense!.id, employeeId: person.id, createdAt: dayjs().subtract(i + 1, 'day').toDate() });
  }
}
