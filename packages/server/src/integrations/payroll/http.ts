import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  PayrollProviderError,
  type PayrollProvider,
  type TProviderCalendarDay,
  type TProviderCar,
  type TProviderCommand,
  type TProviderDocument,
  type TProviderProfile,
} from './provider.ts';

export type HttpPayrollProviderOptions = {
  baseUrl: string;
  /** How long one call may take before it counts as failed (the provider may be slow; a job must not hang). */
  timeoutMs?: number;
};

/** The payroll provider over HTTP (the sandbox speaks this API); every call has a timeout. */
export class HttpPayrollProvider implements PayrollProvider {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: HttpPayrollProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private async request(method: string, path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}/v1${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PayrollProviderError(
        timedOut
          ? `The payroll provider did not answer within ${this.timeoutMs} ms`
          : `The payroll provider cannot be reached (${String(error)})`,
      );
    }
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text;
      } catch {
        // not JSON: keep the text
      }
      throw new PayrollProviderError(`The payroll provider answered ${response.status}: ${message}`, response.status);
    }
    return JSON.parse(text) as T;
  }

  private employeePath(company: string, employee: string) {
    return `/companies/${encodeURIComponent(company)}/employees/${encodeURIComponent(employee)}`;
  }

  readProfile(company: string, employee: string) {
    return this.call<TProviderProfile>('GET', `${this.employeePath(company, employee)}/profile`);
  }

  pushProfile(company: string, employee: string, fields: Record<string, string | number | boolean | null>) {
    return this.call<TProviderProfile>('PATCH', `${this.employeePath(company, employee)}/profile`, { fields });
  }

  async readCalendar(company: string, employee: string, range: { from: string; to: string }) {
    const query = new URLSearchParams(range).toString();
    return (await this.call<{ days: TProviderCalendarDay[] }>('GET', `${this.employeePath(company, employee)}/calendar?${query}`)).days;
  }

  async pushCalendarDay(company: string, employee: string, day: TProviderCalendarDay) {
    await this.call('PUT', `${this.employeePath(company, employee)}/calendar/${encodeURIComponent(day.date)}`, { entries: day.entries });
  }

  async readCars(company: string, employee: string) {
    return (await this.call<{ cars: TProviderCar[] }>('GET', `${this.employeePath(company, employee)}/cars`)).cars;
  }

  async pushCar(company: string, employee: string, car: TProviderCar) {
    const { car_id: carId, ...fields } = car;
    return (
      await this.call<{ car: TProviderCar }>('PUT', `${this.employeePath(company, employee)}/cars/${encodeURIComponent(carId)}`, fields)
    ).car;
  }

  async sendCommand(company: string, command: { type: string; idempotency_key: string; payload: unknown }) {
    return (await this.call<{ command: TProviderCommand }>('POST', `/companies/${encodeURIComponent(company)}/commands`, command)).command;
  }

  async commandStatus(company: string, commandId: number) {
    return (await this.call<{ command: TProviderCommand }>('GET', `/companies/${encodeURIComponent(company)}/commands/${commandId}`))
      .command;
  }

  async listDocuments(company: string, since = 0) {
    return (
      await this.call<{ documents: TProviderDocument[] }>('GET', `/companies/${encodeURIComponent(company)}/documents?since=${since}`)
    ).documents;
  }

  /** Streamed, never buffered whole; the call's timeout covers the body too, so a stalled download fails. */
  async downloadDocument(company: string, document: Pick<TProviderDocument, 'id' | 'size_bytes'>, maxBytes: number) {
    const size = document.size_bytes;
    if (size > maxBytes) throw new PayrollProviderError(`The payroll provider's document ${document.id} is larger than ${maxBytes} bytes`);
    const response = await this.request('GET', `/companies/${encodeURIComponent(company)}/documents/${document.id}/content`);
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new PayrollProviderError(`The payroll provider answered ${response.status}: ${text.slice(0, 200)}`, response.status);
    }
    const announced = response.headers.get('content-length');
    if (announced !== null && Number(announced) !== size) {
      await response.body.cancel().catch(() => {});
      throw new PayrollProviderError(
        `The payroll provider sent ${announced} bytes for document ${document.id}, which it listed as ${size}`,
      );
    }
    let received = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > size)
          return done(new PayrollProviderError(`The payroll provider sent more than the ${size} bytes of document ${document.id}`));
        done(null, chunk);
      },
      flush(done) {
        done(
          received === size
            ? null
            : new PayrollProviderError(`The payroll provider's document ${document.id} ended after ${received} of ${size} bytes`),
        );
      },
    });
    const source = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    source.on('error', (error) =>
      meter.destroy(new PayrollProviderError(`The download of document ${document.id} failed (${String(error)})`)),
    );
    return source.pipe(meter);
  }
}

/** The provider the configuration names (PAYROLL_PROVIDER_URL), or null when none is configured. */
export function createPayrollProvider(config: { url: string | undefined; timeoutMs: number }): PayrollProvider | null {
  return config.url ? new HttpPayrollProvider({ baseUrl: config.url, timeoutMs: config.timeoutMs }) : null;
}
