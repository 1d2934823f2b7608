import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { assetRequestItems, assetRequests, assetTypes, assets } from '../../db/schema/assets.ts';
import { requestDecisions } from '../../db/schema/decisions.ts';
import type { TAreaSeed } from '../../seed/types.ts';

/** A small picture of an asset type: a coloured tile with its initials (no image host needed; CSP allows data:). */
function tile(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="16" fill="${colour}"/><text x="48" y="58" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Acme: a catalogue of laptops, phones and desk gear; assets already handed out; requests from Sales (Marie Dubois's
 * team) and Engineering — pending ones (one with a custom asset), one accepted and one declined.
 * Globex: one type and a pending request.
 */
export const seedAssets: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u } = acme;
  const at = (daysAgo: number, hour = 10) => dayjs().subtract(daysAgo, 'day').hour(hour).minute(0).second(0).toDate();
  const types = await tx
    .insert(assetTypes)
    .values([
      {
        companyId,
        name: 'Laptop Dell Latitude 7440',
        price: 1349,
        description: '14" business laptop, 16 GB RAM, 512 GB SSD.',
        imageUrl: tile('DL', '#3b5bdb'),
        url: 'https://www.dell.com/',
      },
      {
        companyId,
        name: 'iPhone 15',
        price: 899,
        description: 'Company phone with a business subscription.',
        imageUrl: tile('iP', '#495057'),
      },
      {
        companyId,
        name: 'Monitor 27" USB-C',
        price: 329,
        description: 'Height-adjustable, charges the laptop over USB-C.',
        imageUrl: tile('27', '#0c8599'),
      },
      {
        companyId,
        name: 'Noise-cancelling headset',
        price: 149,
        description: 'For calls in the open office.',
        imageUrl: tile('HS', '#e8590c'),
      },
      { companyId, name: 'Parking badge', price: 0, description: 'Access to the underground car park.', imageUrl: tile('P', '#2b8a3e') },
    ])
    .returning();
  const type = (name: string) => types.find((t) => t.name.startsWith(name))!;

  await tx.insert(assets).values([
    { companyId, assetTypeId: type('Laptop').id, ownerEmployeeId: e.employee!, price: 1349, createdAt: at(400) },
    { companyId, assetTypeId: type('iPhone').id, ownerEmployeeId: e.employee!, price: 899, createdAt: at(200) },
    { companyId, assetTypeId: type('Laptop').id, ownerEmployeeId: e.manager!, price: 1349, createdAt: at(500) },
    { companyId, assetTypeId: type('Monitor').id, ownerEmployeeId: e.p0!, price: 329, createdAt: at(90) },
  ]);

  const request = async (
    employeeId: number,
    daysAgo: number,
    motivation: string,
    items: Omit<typeof assetRequestItems.$inferInsert, 'requestId' | 'companyId'>[],
    closed?: { status: 'accepted' | 'declined'; message: string; by: number },
  ) => {
    const [row] = await tx
      .insert(assetRequests)
      .values({
        companyId,
        employeeId,
        motivation,
        createdAt: at(daysAgo),
        ...(closed
          ? { status: closed.status, messageToEmployee: closed.message, approverUserId: closed.by, closedAt: at(daysAgo - 1, 15) }
          : {}),
      })
      .returning();
    await tx.insert(assetRequestItems).values(items.map((item, position) => ({ ...item, position, companyId, requestId: row!.id })));
    if (closed)
      await tx.insert(requestDecisions).values({
        companyId,
        area: 'assets',
        requestId: row!.id,
        userId: closed.by,
        action: closed.status,
        note: closed.message,
        role: 'DIRECT_MANAGER',
        createdAt: at(daysAgo - 1, 15),
      });
    return row!.id;
  };

  await request(e.employee!, 2, 'My screen is too small for the new CRM dashboards, and I take a lot of calls on the road.', [
    { assetTypeId: type('Monitor').id },
    {
      assetTypeId: null,
      name: 'Ergonomic split keyboard',
      price: 189.9,
      description: 'Logitech Ergo K860, advised by the occupational doctor.',
      url: 'https://www.logitech.com/en-eu/products/keyboards/k860-split-ergonomic.html',
    },
  ]);
  await request(e.p0!, 1, 'Calls with customers in the open office.', [{ assetTypeId: type('Noise-cancelling').id }]);
  await request(e.p5!, 4, 'I start driving to the office from next month.', [{ assetTypeId: type('Parking badge').id }]);
  await request(e.p1!, 3, 'New team member needs a laptop.', [{ assetTypeId: type('Laptop').id }]);
  const accepted = await request(e.p10!, 20, 'Replacing a broken phone.', [{ assetTypeId: type('iPhone').id }], {
    status: 'accepted',
    message: 'Pick it up at the front desk on Monday.',
    by: u.manager,
  });
  await request(e.p5!, 15, 'A second monitor for home.', [{ assetTypeId: type('Monitor').id }], {
    status: 'declined',
    message: 'We only provide one monitor per person, at the office.',
    by: u.manager,
  });
  const [given] = await tx
    .insert(assets)
    .values({ companyId, assetTypeId: type('iPhone').id, ownerEmployeeId: e.p10!, price: 899, assetRequestId: accepted, createdAt: at(19) })
    .returning();
  await tx.update(assetRequestItems).set({ createdAssetId: given!.id }).where(eq(assetRequestItems.requestId, accepted));

  const [globexType] = await tx
    .insert(assetTypes)
    .values({ companyId: globex.companyId, name: 'ThinkPad X1', price: 1599, description: 'Standard laptop.' })
    .returning();
  const [globexRequest] = await tx
    .insert(assetRequests)
    .values({ companyId: globex.companyId, employeeId: globex.staff[0]!, motivation: 'First day' })
    .returning();
  await tx
    .insert(assetRequestItems)
    .values({ companyId: globex.companyId, requestId: globexRequest!.id, assetTypeId: globexType!.id, position: 0 });
};
