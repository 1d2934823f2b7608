import type { TCompanyFeature } from '@signoff/contract/auth';
import type { TFeatureCheckResponse, TIntegration } from '@signoff/contract/integrations';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../http/errors.ts';
import { findIntegration, listIntegrations } from '../../integrations/lookup.ts';

type TIntegrationRow = Awaited<ReturnType<typeof listIntegrations>>[number];

/** What the web knows of an integration; the provider's company key stays on the server. */
export function toIntegration(row: TIntegrationRow): TIntegration {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    provider: row.provider,
    country: row.country,
    pay_frequency: row.payFrequency,
    features: [...row.features].sort(),
  };
}

/** The company's integrations (spec 02 §7.2): every user of the company may read them, as the feature checks need. */
export class IntegrationsService {
  constructor(
    private readonly db: Db,
    /** Whether a malware scanner is configured: virus_scan is on only where scanning really happens (as GET /api/me says). */
    private readonly hasScanner: boolean,
  ) {}

  /** A feature check (spec 02 §6, §7.2): on when the company has it switched on or one of its integrations carries it. */
  async featureCheck(actor: Actor, feature: TCompanyFeature): Promise<TFeatureCheckResponse> {
    const integrations = (await listIntegrations(this.db, actor.companyId)).filter((i) => i.features.includes(feature));
    const available = feature !== 'virus_scan' || this.hasScanner;
    const company = available && actor.features.has(feature);
    const integrationIds = available ? integrations.map((i) => i.id).sort((a, b) => a - b) : [];
    return { feature, enabled: company || integrationIds.length > 0, company, integration_ids: integrationIds };
  }

  async list(actor: Actor) {
    return { integrations: (await listIntegrations(this.db, actor.companyId)).map(toIntegration) };
  }

  async detail(actor: Actor, id: number) {
    const row = await findIntegration(this.db, actor.companyId, id);
    if (!row) throw notFound('This integration');
    return { integration: toIntegration(row) };
  }
}
