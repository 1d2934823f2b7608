import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TEnvelope } from './provider.ts';

type TSandboxEnvelope = TEnvelope & { reference: string; title: string; signer: { name: string; email: string }; cancelled: boolean };

/** The largest request the sandbox reads (a contract PDF, base64, and its fields). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/**
 * A stand-in for the external signing provider, speaking its protocol over real HTTP, for tests and `npm start`
 * (SIGNING_PROVIDER_URL=sandbox). It keeps envelopes in memory and has two controls a real provider has not:
 * `POST /sandbox/fail {count}` makes the next `count` calls answer 503 (or every call with count -1, until 0), and
 * `POST /envelopes/{id}/sign {name}` plays the employee signing on the provider's page.
 */
export async function startSigningSandbox(options: { apiKey: string; port?: number; host?: string }) {
  const envelopes = new Map<string, TSandboxEnvelope>();
  let failures = 0;
  let url = '';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const publicView = (e: TSandboxEnvelope): TEnvelope => ({
    id: e.id,
    status: e.status,
    signing_url: e.signing_url,
    signed_at: e.signed_at,
    signer_name: e.signer_name,
  });

  async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new Error('too large');
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    if (req.method === 'POST' && path === '/sandbox/fail') {
      failures = Number((await readJson(req)).count ?? 1);
      return send(res, 200, { failing: failures });
    }
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) return send(res, 401, { error: 'Unknown API key' });
    if (failures !== 0) {
      if (failures > 0) failures--;
      return send(res, 503, { error: 'The sandbox was told to fail' });
    }
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (req.method === 'POST' && path === '/envelopes') {
      const signer = body.signer as { name?: unknown; email?: unknown } | undefined;
      const pdf = typeof body.document_base64 === 'string' ? Buffer.from(body.document_base64, 'base64') : Buffer.alloc(0);
      if (typeof body.reference !== 'string' || typeof signer?.email !== 'string' || typeof signer.name !== 'string')
        return send(res, 400, { error: 'reference, signer.name and signer.email are required' });
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return send(res, 400, { error: 'document_base64 is not a PDF' });
      const existing = [...envelopes.values()].find((e) => e.reference === body.reference && !e.cancelled);
      if (existing) return send(res, 200, publicView(existing));
      const id = crypto.randomUUID();
      const envelope: TSandboxEnvelope = {
        id,
        status: 'sent',
        signing_url: `${url}/sign/${id}`,
        signed_at: null,
        signer_name: null,
        reference: body.reference,
        title: String(body.title ?? ''),
        signer: { name: signer.name, email: signer.email },
        cancelled: false,
      };
      envelopes.set(id, envelope);
      return send(res, 201, publicView(envelope));
    }
    const match = /^\/envelopes\/([^/]+)(\/cancel|\/sign)?$/.exec(path);
    const envelope = match ? envelopes.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !envelope || envelope.cancelled) return send(res, 404, { error: 'No such envelope' });
    if (req.method === 'GET' && !match[2]) return send(res, 200, publicView(envelope));
    if (req.method === 'POST' && match[2] === '/cancel') {
      envelope.cancelled = true;
      return send(res, 200, { id: envelope.id, cancelled: true });
    }
    if (req.method === 'POST' && match[2] === '/sign') {
      if (envelope.status !== 'sent') return send(res, 409, { error: `The envelope is ${envelope.status}` });
      const declined = body.decline === true;
      envelope.status = declined ? 'declined' : 'signed';
      envelope.signed_at = declined ? null : new Date().toISOString();
      envelope.signer_name = declined ? null : String(body.name ?? envelope.signer.name);
      return send(res, 200, publicView(envelope));
    }
    return send(res, 405, { error: 'Method not allowed' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => send(res, 400, { error: 'Bad request' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  url = `http://${address.address}:${address.port}`;
  return {
    url,
    /** What the sandbox holds, for tests that check what reached the provider. */
    envelopes: () => [...envelopes.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TSigningSandbox = Awaited<ReturnType<typeof startSigningSandbox>>;
