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

/** A NUL character cannot be stored or searched in PostgreSQL text, so it is refused with the other bad input. */
export const ZSearchTerm = z
  .string()
  .trim()
  .max(200)
  .refine((v) => !v.includes('\0'), 'The search may not contain a NUL character')
  .optional()
  .default('');

export const NOTE_MAX_LENGTH = 1000;
export const ZNote = z.string().max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters`).optional().default('');

/** Form posts send booleans as "1"/"0"/"true"/"false"; JSON sends real booleans. */
export const ZFlag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true')]);

/** ISO calendar date (YYYY-MM-DD) as stored and sent by the API; the web formats it as DD/MM/YYYY. */
export const ZIsoDate = z.iso.date();

export const ZPerson = z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() });
export type TPerson = z.infer<typeof ZPerson>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
}

export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
