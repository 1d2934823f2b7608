import type { TIntegration } from '@signoff/contract/integrations';
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
  constructor(private readonly db: Db) {}

  async list(actor: Actor) {
    return { integrations: (await listIntegrations(this.db, actor.companyId)).map(toIntegration) };
  }

  async detail(actor: Actor, id: number) {
    const row = await findIntegration(this.db, actor.companyId, id);
    if (!row) throw notFound('This integration');
    return { integration: toIntegration(row) };
  }
}
