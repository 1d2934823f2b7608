import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import type { TChangeOrigin, TConflictStatus, TFieldChanged, TProfileFields } from '@signoff/contract/conflicts';
import { integrations } from '../../db/schema/companies.ts';
import { conflictBaselines, conflicts, employeeProfiles } from '../../db/schema/conflicts.ts';
import type { TAreaSeed } from '../../seed/types.ts';

type TSeedConflict = {
  key: string;
  profile: TProfileFields;
  changed: TFieldChanged[];
  origin: TChangeOrigin;
  status: TConflictStatus;
  automatically?: boolean;
};

const address = { address_line1: 'Kerkstraat 12', address_zipcode: '2000', address_city: 'Antwerpen', address_country: 'BE' };

/**
 * Acme's personal data for a few people, and conflict rows with the provider written directly (the sandbox's state is
 * its own; a sync only touches people the provider knows, so these stay until someone acts on them).
 */
const ROWS: TSeedConflict[] = [
  {
    key: 'p2',
    profile: { ...address, civilState: 'married', gender: 'female', nationality: 'BE' },
    changed: [{ fieldname: 'civilState', officient_state: 'married', external_state: 'single' }],
    origin: 'officient',
    status: 'pending',
  },
  {
    key: 'p3',
    profile: { ...address, bankAccount_iban: 'BE68539007547034', numberOfDependentChildren: 2 },
    changed: [
      { fieldname: 'bankAccount_iban', officient_state: 'BE68539007547034', external_state: 'BE71096123456769' },
      { fieldname: 'numberOfDependentChildren', officient_state: 2, external_state: 1 },
    ],
    origin: 'payroll_provider',
    status: 'pending',
  },
  {
    key: 'p5',
    profile: { ...address, education_level: 'higher_education', address_city: 'Gent', address_zipcode: '9000' },
    changed: [
      { fieldname: 'address_city', officient_state: 'Gent', external_state: 'Brugge' },
      { fieldname: 'address_zipcode', officient_state: '9000', external_state: '8000' },
    ],
    origin: 'unknown',
    status: 'pending',
  },
  {
    key: 'p6',
    profile: { ...address, gender: 'male' },
    changed: [{ fieldname: 'spouseHasIncome', officient_state: null, external_state: true }],
    origin: 'payroll_provider',
    status: 'closed',
  },
  {
    key: 'p8',
    profile: { ...address, nationality: 'NL' },
    changed: [{ fieldname: 'nationality', officient_state: 'NL', external_state: 'BE' }],
    origin: 'officient',
    status: 'closed',
    automatically: true,
  },
  {
    key: 'p9',
    profile: { ...address, education_level: 'university_education' },
    changed: [{ fieldname: 'education_level', officient_state: 'university_education', external_state: 'unknown' }],
    origin: 'unknown',
    status: 'ignored',
  },
];

export const seedConflicts: TAreaSeed = async (tx, { acme }) => {
  const [integration] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.companyId, acme.companyId), eq(integrations.type, 'payroll_provider')));
  if (!integration) return;
  const today = dayjs();
  const rows = ROWS.filter((r) => acme.employees[r.key] !== undefined);
  for (const [i, r] of rows.entries()) {
    const employeeId = acme.employees[r.key]!;
    await tx.insert(employeeProfiles).values({ companyId: acme.companyId, employeeId, fields: r.profile });
    await tx.insert(conflictBaselines).values({ companyId: acme.companyId, employeeId, kind: 'profile', agreed: r.profile });
    const handled = r.status !== 'pending';
    await tx.insert(conflicts).values({
      companyId: acme.companyId,
      integrationId: integration.id,
      employeeId,
      kind: 'profile',
      status: r.status,
      fieldChanged: r.changed,
      likelyChangeOrigin: r.origin,
      resolvedAutomatically: r.automatically ?? false,
      resolvedByUserId: handled && !r.automatically ? acme.users.hr : null,
      resolvedAt: handled ? today.subtract(1, 'day').toDate() : null,
      createdAt: today.subtract(rows.length - i, 'day').toDate(),
    });
  }
};
