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
export const AREA_PERMISSIONS = [
  'expenses',
  'expense_categories',
  'daysOff',
  'sickNotes',
  'assets',
  'assets_export',
  'software',
  'trainings',
  'commute',
  'workflows',
  'reminders',
  'contracts',
  'documents',
  'outplacements',
  'conflicts',
  'audit',
] as const;
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

/** A company the signed-in user belongs to and may switch to (a federated account, spec 02 §7.2). */
export const ZFederatedAccountSchema = z.object({
  company_id: z.number(),
  subdomain: z.string(),
  name: z.string(),
  access: z.enum(['light', 'full']),
});
export type TFederatedAccount = z.infer<typeof ZFederatedAccountSchema>;

export const ZFederatedAccountsResponseSchema = z.object({
  /** The company the session is in now. */
  current_company_id: z.number(),
  accounts: z.array(ZFederatedAccountSchema.extend({ is_current: z.boolean() })),
});

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
  /** While an admin acts as this user: the admin, who sees a banner and can end it. */
  impersonated_by: z.object({ user_id: z.number(), name: z.string() }).nullable(),
  permissions: z.array(z.string()),
  features: z.array(z.string()),
  /** The integrations with their features: the web's feature checks (spec 02 §6, §7.2) read these. */
  integrations: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      name: z.string(),
      provider: z.string(),
      country: z.string(),
      features: z.array(z.string()),
    }),
  ),
  accounts: z.array(ZFederatedAccountSchema),
  /** Inbox tabs this user may open, decided by the server (the web only mirrors it). */
  tabs: z.array(z.enum(INBOX_TAB_KEYS)),
});
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

/** Who an admin may act as: people of the company the session is in. */
export const ZImpersonationCandidatesResponseSchema = z.object({
  users: z.array(z.object({ user_id: z.number(), name: z.string(), email: z.string() })),
});
export const ZStartImpersonationRequestSchema = z.object({ user_id: ZId });

/** The facts the impersonation rules look at, for the admin and for the person to act as. */
export type TImpersonator = { userId: number; isAdmin: boolean; isReadOnly: boolean; isImpersonating: boolean };
export type TImpersonationTarget = { userId: number; isAdmin: boolean };

/**
 * Why an admin may not act as someone, or null when they may. One table of rules that the server enforces and the
 * web mirrors (it offers "Act as…" only when `mayImpersonate` holds). A person of another company is not a target at
 * all: the server answers 404 for them before these rules are asked.
 */
export const IMPERSONATION_RULES = {
  NOT_ADMIN: 'Only an admin can act as someone else',
  READ_ONLY: 'A read-only admin cannot act as someone else (they could write as that person)',
  ALREADY: 'Stop acting as the current person first',
  SELF: 'You cannot act as yourself',
  ADMIN_TARGET: 'An admin cannot act as another admin',
} as const;
export type TImpersonationRefusal = keyof typeof IMPERSONATION_RULES;

export function mayImpersonate(admin: TImpersonator): TImpersonationRefusal | null {
  // First: while acting as someone, the session's rights are that person's, not the admin's.
  if (admin.isImpersonating) return 'ALREADY';
  if (!admin.isAdmin) return 'NOT_ADMIN';
  if (admin.isReadOnly) return 'READ_ONLY';
  return null;
}

export function impersonationRefusal(admin: TImpersonator, target: TImpersonationTarget): TImpersonationRefusal | null {
  const own = mayImpersonate(admin);
  if (own) return own;
  if (target.userId === admin.userId) return 'SELF';
  if (target.isAdmin) return 'ADMIN_TARGET';
  return null;
}
