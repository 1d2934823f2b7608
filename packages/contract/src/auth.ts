import { z } from 'zod';
import { ZId } from './common.ts';
import { INBOX_TAB_KEYS } from './inbox.ts';

export const ZLoginRequestSchema = z.object({
  email: z.email('Enter a valid e-mail address').trim().toLowerCase(),
  password: z.string().min(1, 'Enter your password').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZSwitchCompanyRequestSchema = z.object({ company_id: ZId });

/** Per-area permissions an HR admin can hold: with one, the whole company's requests in that area are theirs. */
export const AREA_PERMISSIONS = ['expenses', 'expense_categories', 'daysOff', 'sickNotes', 'assets', 'assets_export', 'trainings'] as const;
export type TAreaPermission = (typeof AREA_PERMISSIONS)[number];

export const COMPANY_FEATURES = [
  'profile/fullpush',
  'conflicts/iban-only-officient',
  'expenses/overwrite-distance-notification',
  'expenses/default-categories',
  'cars/extra-fuel-options',
  'trainings_fla',
  'virus_scan',
] as const;
export type TCompanyFeature = (typeof COMPANY_FEATURES)[number];

export const ZMeResponseSchema = z.object({
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }),
  employee: z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  company: z.object({ id: z.number(), name: z.string(), subdomain: z.string(), country: z.string() }),
  membership: z.object({
    is_admin: z.boolean(),
    is_read_only: z.boolean(),
    team_only: z.boolean(),
    access: z.enum(['light', 'full']),
    access_wages: z.number(),
    is_impersonating: z.boolean(),
  }),
  permissions: z.array(z.string()),
  features: z.array(z.string()),
  integrations: z.array(z.object({ id: z.number(), type: z.string(), name: z.string(), country: z.string() })),
  accounts: z.array(z.object({ company_id: z.number(), subdomain: z.string(), name: z.string(), access: z.enum(['light', 'full']) })),
  /** Inbox tabs this user may open, decided by the server (the web only mirrors it). */
  tabs: z.array(z.enum(INBOX_TAB_KEYS)),
});
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;
