import { z } from 'zod';
import { SigningProviderError, type SigningProvider, type TEnvelope, type TEnvelopeRequest } from './provider.ts';

const ZEnvelope = z.object({
  id: z.string(),
  status: z.enum(['sent', 'signed', 'declined']),
  signing_url: z.string(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
});

/** A provider call that hangs must not hold a job (and the contract's row lock) for long. */
const TIMEOUT_MS = 15_000;

/** The signing provider over HTTP with a bearer API key: the real service or the sandbox, by URL. */
export function httpSigningProvider(options: { url: string; apiKey: string; timeoutMs?: number }): SigningProvider {
  const base = options.url.replace(/\/+$/, '');
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${options.apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new SigningProviderError(`The signing provider could not be reached (${error instanceof Error ? error.message : 'no answer'})`);
    }
    const text = await res.text();
    if (!res.ok) {
      let reason = text.slice(0, 200);
      try {
        reason = (JSON.parse(text) as { error?: string }).error ?? reason;
      } catch {
        // not JSON: keep the text
      }
      throw new SigningProviderError(`The signing provider answered ${res.status}: ${reason}`, res.status);
    }
    return text ? JSON.parse(text) : null;
  }
  const envelope = (value: unknown): TEnvelope => {
    const parsed = ZEnvelope.safeParse(value);
    if (!parsed.success) throw new SigningProviderError('The signing provider gave an answer Signoff does not understand');
    return parsed.data;
  };
  return {
    async createEnvelope(request: TEnvelopeRequest) {
      return envelope(
        await call('POST', '/envelopes', {
          reference: request.reference,
          title: request.title,
          document_base64: request.pdf.toString('base64'),
          signer: request.signer,
          message: request.message,
        }),
      );
    },
    async getEnvelope(id) {
      return envelope(await call('GET', `/envelopes/${encodeURIComponent(id)}`));
    },
    async cancelEnvelope(id) {
      try {
        await call('POST', `/envelopes/${encodeURIComponent(id)}/cancel`);
      } catch (error) {
        if (error instanceof SigningProviderError && error.status === 404) return;
        throw error;
      }
    },
  };
}
