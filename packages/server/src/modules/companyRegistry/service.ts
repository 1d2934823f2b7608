import { COMPANY_SUGGEST_LIMIT, companySearchKey, type TCompanySuggestResponse } from '@signoff/contract/companies';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

/** Company-name autocomplete over the company registry (spec 02 §7.2): the same public rows for every tenant. */
export class CompanyRegistryService {
  constructor(private readonly db: Db) {}

  async suggest(query: string): Promise<TCompanySuggestResponse> {
    const rows = await q.suggestCompanies(this.db, companySearchKey(query), COMPANY_SUGGEST_LIMIT);
    return {
      companies: rows.map((r) => ({ id: r.id, name: r.name, registration_number: r.registrationNumber, country: r.country, city: r.city })),
    };
  }
}
