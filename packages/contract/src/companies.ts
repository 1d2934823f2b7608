import { z } from 'zod';

/**
 * Company-name autocomplete (spec 02 §7.2: GET /v1/companies/suggest with query). The registry is public data about
 * companies (a trade register), not any tenant's: every signed-in user searches the same rows.
 */

export const COMPANY_SUGGEST_MIN_LENGTH = 2;
export const COMPANY_SUGGEST_MAX_LENGTH = 100;
/** At most this many suggestions per answer, best (alphabetical) first. */
export const COMPANY_SUGGEST_LIMIT = 10;

/**
 * The form a name is searched by: accents and other marks dropped, lower case, runs of spaces made one. The server
 * stores every registry name in this form and prefix-matches the query in the same form, so "societe" finds
 * "Société Générale" and "ÉLIA" finds "Elia".
 */
export function companySearchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const ZCompanySuggestQuerySchema = z.object({
  query: z
    .string({ error: 'Type at least 2 characters of a company name' })
    .trim()
    .min(COMPANY_SUGGEST_MIN_LENGTH, `Type at least ${COMPANY_SUGGEST_MIN_LENGTH} characters of a company name`)
    .max(COMPANY_SUGGEST_MAX_LENGTH, `A company name to look up can be at most ${COMPANY_SUGGEST_MAX_LENGTH} characters`)
    .refine((q) => companySearchKey(q).length >= COMPANY_SUGGEST_MIN_LENGTH, 'Type at least 2 letters or digits of a company name'),
});
export type TCompanySuggestQuery = z.input<typeof ZCompanySuggestQuerySchema>;

export const ZCompanySuggestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The national registration number (Belgian KBO/BCE 0123.456.789, Dutch KvK 8 digits). */
  registration_number: z.string(),
  /** ISO 3166-1 alpha-2: BE or NL in the demo registry. */
  country: z.string(),
  city: z.string(),
});
export type TCompanySuggestion = z.infer<typeof ZCompanySuggestionSchema>;

export const ZCompanySuggestResponseSchema = z.object({ companies: z.array(ZCompanySuggestionSchema).max(COMPANY_SUGGEST_LIMIT) });
export type TCompanySuggestResponse = z.infer<typeof ZCompanySuggestResponseSchema>;
