import { z } from 'zod';
import { COMPANY_FEATURES } from './auth.ts';
import { ZId } from './common.ts';

/** The switches an integration may carry (spec 02 §6). */
export const INTEGRATION_FEATURES = ['profile/fullpush', 'conflicts/iban-only-officient'] as const;
export type TIntegrationFeature = (typeof INTEGRATION_FEATURES)[number];

export const ZIntegrationSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  provider: z.string(),
  country: z.string(),
  pay_frequency: z.string(),
  features: z.array(z.string()),
});
export type TIntegration = z.infer<typeof ZIntegrationSchema>;

export const ZListIntegrationsResponseSchema = z.object({ integrations: z.array(ZIntegrationSchema) });
export const ZIntegrationIdParamsSchema = z.object({ id: ZId });
export const ZIntegrationDetailResponseSchema = z.object({ integration: ZIntegrationSchema });

/** Whether any of the company's integrations has a feature: the check the web makes from GET /api/me. */
export function hasIntegrationFeature(integrations: readonly { features: readonly string[] }[], feature: TIntegrationFeature): boolean {
  return integrations.some((i) => i.features.includes(feature));
}

/**
 * A feature check (spec 02 §6, §7.2 "feature checks"): a feature is on for the company when the company has it
 * switched on or any of its integrations carries it (virus scanning is on "by a feature flag or an integration").
 */
export const ZFeatureCheckQuerySchema = z.object({
  feature: z.enum(COMPANY_FEATURES, `Feature must be one of ${COMPANY_FEATURES.join(', ')}`),
});
export const ZFeatureCheckResponseSchema = z.object({
  feature: z.enum(COMPANY_FEATURES),
  enabled: z.boolean(),
  /** Switched on for the company itself. */
  company: z.boolean(),
  /** The company's integrations that carry it. */
  integration_ids: z.array(z.number()),
});
export type TFeatureCheckResponse = z.infer<typeof ZFeatureCheckResponseSchema>;
