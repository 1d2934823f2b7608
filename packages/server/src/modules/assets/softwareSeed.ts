import dayjs from 'dayjs';
import { softwareLicenses, softwareProducts } from '../../db/schema/software.ts';
import { cars } from '../../db/schema/cars.ts';
import type { TAreaSeed } from '../../seed/types.ts';

/**
 * Acme: four products with their extra fields, licenses for Sales and Engineering (one given back), and Evan's company
 * car (what a car policy is made for). Globex: one product and a license, which Acme must never see.
 */
export const seedSoftware: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e } = acme;
  const at = (daysAgo: number) => dayjs().subtract(daysAgo, 'day').hour(9).minute(0).second(0).toDate();
  const products = await tx
    .insert(softwareProducts)
    .values([
      {
        companyId,
        name: 'Figma',
        url: 'https://www.figma.com/',
        customFields: [
          { label: 'Plan', value: 'Organization' },
          { label: 'Renewal', value: '31/03/2027' },
        ],
      },
      { companyId, name: 'Slack', url: 'https://slack.com/', customFields: [{ label: 'Plan', value: 'Business+' }] },
      { companyId, name: 'JetBrains All Products Pack', url: 'https://www.jetbrains.com/', customFields: [] },
      { companyId, name: 'Adobe Acrobat Pro', customFields: [{ label: 'Licence key holder', value: 'IT desk' }] },
    ])
    .returning();
  // A Sales colleague of Evan's: their manager and the extra one reach this license, Engineering's lead does not.
  const salesKey = Object.keys(e).find((k) => /^p\d+$/.test(k) && acme.teamOf[k] === 'Sales')!;
  const product = (name: string) => products.find((p) => p.name.startsWith(name))!.id;
  await tx.insert(softwareLicenses).values([
    { companyId, productId: product('Slack'), employeeId: e.employee!, username: 'evan.peeters', createdAt: at(300) },
    { companyId, productId: product('Adobe'), employeeId: e.employee!, username: 'evan.peeters@acme.test', createdAt: at(120) },
    { companyId, productId: product('Slack'), employeeId: e.manager!, username: 'marie.dubois', createdAt: at(500) },
    { companyId, productId: product('Figma'), employeeId: e[salesKey]!, username: 'sales.design', createdAt: at(60) },
    { companyId, productId: product('JetBrains'), employeeId: e.eng!, username: 'elise.w', createdAt: at(400) },
    {
      companyId,
      productId: product('Figma'),
      employeeId: e.p1!,
      username: 'p1.design',
      createdAt: at(200),
      deactivatedAt: at(30),
    },
  ]);
  await tx.insert(cars).values({ companyId, licensePlate: '1-ABC-123', model: 'Skoda Enyaq', ownerEmployeeId: e.employee! });

  const [globexProduct] = await tx.insert(softwareProducts).values({ companyId: globex.companyId, name: 'Microsoft 365' }).returning();
  await tx
    .insert(softwareLicenses)
    .values({ companyId: globex.companyId, productId: globexProduct!.id, employeeId: globex.staff[0]!, username: 'staff0' });
};
