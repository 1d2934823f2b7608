/**
 * The external signing provider as Signoff uses it: an envelope holds one contract's PDF for one signer (the
 * employee), who signs on the provider's page. Only this interface is known to the contracts area; the HTTP adapter
 * (http.ts) talks to the real service or to the in-repo sandbox (sandbox.ts), which speaks the same protocol.
 */
export type TEnvelopeStatus = 'sent' | 'signed' | 'declined';

export type TEnvelope = {
  id: string;
  status: TEnvelopeStatus;
  /** Where the signer signs; sent to them by e-mail. */
  signing_url: string;
  signed_at: string | null;
  signer_name: string | null;
};

export type TEnvelopeRequest = {
  /** Ours, so a repeated request after a lost answer finds the envelope it already made instead of making a second. */
  reference: string;
  title: string;
  pdf: Buffer;
  signer: { name: string; email: string };
  message: string | null;
};

export interface SigningProvider {
  createEnvelope(request: TEnvelopeRequest): Promise<TEnvelope>;
  getEnvelope(id: string): Promise<TEnvelope>;
  /** Withdraws an envelope not yet signed; one already gone is not an error. */
  cancelEnvelope(id: string): Promise<void>;
}

/** The provider refused or could not be reached; `message` is what HR sees on the contract. */
export class SigningProviderError extends Error {
  override readonly name = 'SigningProviderError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
