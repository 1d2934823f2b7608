import dayjs from 'dayjs';
import { expenseCategories, expenseRequests, expenses } from '../../db/schema/expenses.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';
import type { Tx } from '../../db/client.ts';
import type { SeedGlobex, TAreaSeed } from '../../seed/types.ts';

/** Acme: categories of every way of input; pending, approved and rejected expenses; one without a category. Globex: a few lunches. */
export const seedExpenses: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
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

  // The staff (not the leads, not the read-only HR) submit expenses: Sales' go to its manager, the others' mostly to HR.
  const staff = Object.keys(acme.teamOf).filter((key) => key === 'employee' || /^p\d+$/.test(key));
  const sales = staff.filter((key) => acme.teamOf[key] === 'Sales');
  const others = staff.filter((key) => acme.teamOf[key] !== 'Sales');
  const titles = [
    'Lunch with client',
    'Train to Brussels',
    'Printer paper',
    'Team dinner',
    'Parking at airport',
    'Conference ticket',
    'Taxi to office',
    'Books',
  ];
  type Item = {
    who: string;
    title: string;
    category: string | null;
    status: 'pending' | 'approved' | 'rejected';
    /** When it was submitted; it was spent the day before, or the same day when submitted today. */
    daysAgo: number;
    total?: number;
    distance?: number;
    days?: number;
  };
  const items: Item[] = [];
  for (let i = 0; i < 30; i++) {
    const who = i % 3 === 0 ? others[i % others.length]! : sales[i % sales.length]!;
    // The newest is from today, so the overview's current month has an expense whatever the day (on the 1st as well).
    const daysAgo = i === 0 ? 0 : i + 1;
    const status = i < 14 ? 'pending' : i < 24 ? 'approved' : 'rejected';
    const kind = i % 5;
    if (kind === 3) items.push({ who, title: `Client visit ${i}`, category: 'Mileage', status, daysAgo, distance: 20 + i * 3 });
    else if (kind === 4 && i % 2 === 0)
      items.push({ who, title: `Trade fair ${i}`, category: 'Per diem', status, daysAgo, days: 1 + (i % 3) });
    else
      items.push({
        who,
        title: titles[i % titles.length]!,
        category: ['Meals', 'Travel tickets', 'Office supplies'][i % 3]!,
        status,
        daysAgo,
        total: 12.5 + i * 7.35,
      });
  }
  // One without a category: in Acme default categories are off, so approving it needs a category first.
  items.push({ who: 'employee', title: 'Headphones', category: null, status: 'pending', daysAgo: 2, total: 89.99 });

  for (const item of items) {
    const c = item.category ? cat(item.category) : null;
    const date = dayjs().subtract(item.daysAgo === 0 ? 0 : item.daysAgo + 1, 'day');
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
        employeeId: e[item.who]!,
        categoryId: c?.id ?? null,
        title: item.title,
        description: `${item.title} — submitted from the mobile app.`,
        expenseDate: date.format('YYYY-MM-DD'),
        dates,
        price,
        distance: item.distance ?? null,
        pricePerKilometer: c?.pricePerKilometer ?? null,
        metadata: item.distance ? rideOf(item.distance, item.status === 'pending') : {},
        payoutType: item.status === 'approved' ? 'UNDECIDED' : 'UNDECIDED',
      })
      .returning();
    const createdAt = dayjs().subtract(item.daysAgo, 'day').toDate();
    const isClosed = item.status !== 'pending';
    const approverUserId = isClosed ? (sales.includes(item.who) ? u.manager : u.hr) : null;
    const [request] = await tx
      .insert(expenseRequests)
      .values({
        companyId,
        expenseId: expense!.id,
        employeeId: e[item.who]!,
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
  await seedGlobexExpenses(tx, globex);
};

/**
 * A ride's route. The route planner suggests 57 km from Ghent to Antwerp; pending rides entered with another distance
 * say why, so the approver sees the distance notification (feature expenses/overwrite-distance-notification).
 */
function rideOf(distance: number, isPending: boolean) {
  const ride = { startLocation: 'Ghent', endLocation: 'Antwerp', kindOfRide: 'single' as const, suggestedDistance: 57 };
  if (!isPending || distance === 57) return ride;
  const distanceReason =
    distance > 57
      ? 'Road works on the E17: I took the detour through Sint-Niklaas.'
      : 'I met the client at their Zwijndrecht site, before Antwerp.';
  return { ...ride, distanceReason };
}

async function seedGlobexExpenses(tx: Tx, { companyId, staff }: SeedGlobex) {
  const [meals] = await tx
    .insert(expenseCategories)
    .values([
      { companyId, name: 'Meals', wayOfInput: 'total' },
      { companyId, name: 'General', wayOfInput: 'total', isDefault: true },
    ])
    .returning();
  for (const [i, person] of staff.entries()) {
    const [expense] = await tx
      .insert(expenses)
      .values({
        companyId,
        employeeId: person,
        categoryId: meals!.id,
        title: `Globex lunch ${i + 1}`,
        expenseDate: dayjs()
          .subtract(i + 2, 'day')
          .format('YYYY-MM-DD'),
        price: 20 + i,
      })
      .returning();
    await tx.insert(expenseRequests).values({
      companyId,
      expenseId: expense!.id,
      employeeId: person,
      createdAt: dayjs()
        .subtract(i + 1, 'day')
        .toDate(),
    });
  }
}
