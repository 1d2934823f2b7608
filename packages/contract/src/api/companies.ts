import { defineEndpoints } from '../endpoint.ts';
import { ZCompanySuggestQuerySchema, ZCompanySuggestResponseSchema } from '../companies.ts';

export const companiesEndpoints = defineEndpoints({
  suggest: {
    method: 'GET',
    path: '/v1/companies/suggest',
    summary: 'Company-name autocomplete: up to 10 registry companies whose name starts with the query',
    description:
      'The query (2–100 characters) matches the start of a name, ignoring case and accents. Rate-limited per session: 429 with Retry-After beyond the limit.',
    access: 'user',
    query: ZCompanySuggestQuerySchema,
    response: ZCompanySuggestResponseSchema,
  },
});
