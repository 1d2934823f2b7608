import type { Readable } from 'node:stream';

/**
 * What the app asks of a payroll provider, whichever provider it is. Employees and the company are named by the
 * provider's keys (the integration's `external_ref`, and the employee's id as the provider knows it). Every method
 * rejects with a PayrollProviderError when the provider cannot be reached, is too slow or refuses.
 */
export interface PayrollProvider {
  readProfile(company: string, employee: string): Promise<TProviderProfile>;
  /** Merges fields into the provider's profile (null clears a field). */
  pushProfile(company: string, employee: string, fields: Record<string, string | number | boolean | null>): Promise<TProviderProfile>;
  readCalendar(company: string, employee: string, range: { from: string; to: string }): Promise<TProviderCalendarDay[]>;
  /** Replaces one day's entries (none clears the day). */
  pushCalendarDay(company: string, employee: string, day: TProviderCalendarDay): Promise<void>;
  readCars(company: string, employee: string): Promise<TProviderCar[]>;
  pushCar(company: string, employee: string, car: TProviderCar): Promise<TProviderCar>;
  /** Sends a command once per idempotency key: sending the same key again returns the first command. */
  sendCommand(company: string, command: { type: string; idempotency_key: string; payload: unknown }): Promise<TProviderCommand>;
  commandStatus(company: string, commandId: number): Promise<TProviderCommand>;
  /** Documents the provider delivered after the one with id `since` (0: all). */
  listDocuments(company: string, since?: number): Promise<TProviderDocument[]>;
  /**
   * A listed document's bytes as a stream. Refuses a document larger than maxBytes before reading it; the stream
   * errors (PayrollProviderError) when the bytes that arrive are more or fewer than the document's listed size.
   */
  downloadDocument(company: string, document: Pick<TProviderDocument, 'id' | 'size_bytes'>, maxBytes: number): Promise<Readable>;
}

export type TProviderProfile = { employee: string; profile: Record<string, unknown>; version: number };
export type TProviderCalendarEntry = { day_off_name: string; duration_minutes: number; internal_code: string };
export type TProviderCalendarDay = { date: string; entries: TProviderCalendarEntry[] };
export type TProviderCar = { car_id: string; [field: string]: unknown };
export type TProviderCommand = { id: number; type: string; status: 'pending' | 'completed' | 'rejected'; error: string | null };
export type TProviderDocument = {
  id: number;
  filename: string;
  document_type: string;
  period: string;
  size_bytes: number;
  /** The employee a payslip is for (the provider's key), or null for the company's own documents. */
  employee: string | null;
  created_at: string;
};

export class PayrollProviderError extends Error {
  override readonly name = 'PayrollProviderError';
  constructor(
    message: string,
    /** The provider's HTTP status, or null when it never answered (unreachable, timeout). */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
