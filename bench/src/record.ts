import pg from 'pg';

/** One statement as the app sent it to PostgreSQL, and which of its two pools sent it. */
export type TRecordedStatement = {
  pool: 'owner' | 'restricted';
  query: { text: string; values?: unknown[]; name?: string; rowMode?: 'array' };
};

/**
 * Runs `fn` (one request, alone) while every statement any pg client sends is written down: the statements an
 * endpoint costs, for the bare server to replay. The restricted pool's connections take their role at connect.
 */
export async function recordStatements(fn: () => Promise<void>): Promise<TRecordedStatement[]> {
  const recorded: TRecordedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client & { connectionParameters?: { options?: string } }, ...args: unknown[]) {
    const [config, values] = args as [string | Record<string, unknown>, unknown];
    const asObject = typeof config === 'string' ? { text: config } : config;
    if (typeof asObject.text === 'string') {
      const query: TRecordedStatement['query'] = { text: asObject.text };
      const params = Array.isArray(values) ? values : asObject.values;
      if (Array.isArray(params)) query.values = params as unknown[];
      if (typeof asObject.name === 'string') query.name = asObject.name;
      if (asObject.rowMode === 'array') query.rowMode = 'array';
      const isRestricted = this.connectionParameters?.options?.includes('role=signoff_app') ?? false;
      recorded.push({ pool: isRestricted ? 'restricted' : 'owner', query });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}
