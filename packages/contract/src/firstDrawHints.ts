import { z } from 'zod';
import { FIRST_DRAW_COOKIE_MAX } from './firstLoad.ts';

/**
 * What the web writes in FIRST_DRAW_COOKIE (firstLoad.ts), as JSON. Apart from firstLoad.ts, which the web's first
 * script imports, so that zod is not in it.
 */
export const ZFirstDrawHints = z.object({
  cards: z.boolean(),
  remembered: z.record(z.string().startsWith('signoff.').max(200), z.string().max(FIRST_DRAW_COOKIE_MAX)).nullable(),
});

export type TFirstDrawHints = z.infer<typeof ZFirstDrawHints>;

/** The hints in the cookie's text, or null where it is missing or is not what the web writes. */
export function readFirstDrawHints(cookie: string | undefined): TFirstDrawHints | null {
  if (!cookie) return null;
  try {
    const parsed = ZFirstDrawHints.safeParse(JSON.parse(cookie));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
