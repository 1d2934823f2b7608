import { z } from 'zod';

/** Every failure the API answers: the web shows reason_phrase in its red error box (spec §8). */
export const ZApiErrorSchema = z.object({
  reason_phrase: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

/** The largest id a PostgreSQL integer column holds: a larger one names nothing, so it is refused as input (400), never sent to the database. */
export const MAX_ID = 2_147_483_647;

/** Ids arrive as path/query strings or form fields, so they are coerced; never 0 or negative, never past MAX_ID. */
export const ZId = z.coerce.number().int().positive().max(MAX_ID, 'This id is too large');

/** Pages are zero-based everywhere (spec §9). */
export const ZPage = z.coerce.number().int().min(0).max(100_000).default(0);

/**
 * The id of the last row of the page before the one asked for. With it the server reads on from that row (the next
 * page costs the same however deep it is); without it the page is found by its number. It only steers the reading:
 * a row the user may not see reads as an empty page.
 */
export const ZAfterCursor = ZId.optional().describe("The previous page's last row id, to read the next page from it");

/** (A NUL character, which PostgreSQL text cannot hold, is refused for every input at once by the server.) */
export const ZSearchTerm = z.string().trim().max(200).optional().default('');

export const NOTE_MAX_LENGTH = 1000;
export const ZNote = z.string().max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters`).optional().default('');

/** Form posts send booleans as "1"/"0"/"true"/"false"; JSON sends real booleans. */
export const ZFlag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]);

/** ISO calendar date (YYYY-MM-DD) as stored and sent by the API; the web formats it as DD/MM/YYYY. */
export const ZIsoDate = z.iso.date();

/** Half of a UTF-16 pair without its other half: no character at all, and refused by PostgreSQL's JSON (the audit trail). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (s: string) => !LONE_SURROGATE.test(s);
export const INVALID_CHARACTER = 'This text holds an invalid character';

export const ZPerson = z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() });
export type TPerson = z.infer<typeof ZPerson>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** False when the count stopped 1 000 rows past this page's first row: the list goes on past `total`. */
    total_is_exact: z.boolean().optional(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
