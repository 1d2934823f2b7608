import { asc, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companyRegistry } from '../../db/schema/companyRegistry.ts';

/** A prefix match on the searched form of the name: a range scan of company_registry_search_name_idx. */
export function suggestCompanies(db: DbOrTx, searchKey: string, limit: number) {
  const prefix = `${searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: companyRegistry.id,
      name: companyRegistry.name,
      registrationNumber: companyRegistry.registrationNumber,
      country: companyRegistry.country,
      city: companyRegistry.city,
    })
    .from(companyRegistry)
    .where(like(companyRegistry.searchName, prefix))
    .orderBy(asc(companyRegistry.searchName), asc(companyRegistry.id))
    .limit(limit);
}
