import { describe, expect, it } from 'vitest';
import {
  FILE_NOT_FOUND,
  NOT_FOUND_NAME,
  REMINDERS_PER_PAGE,
  isReminderPending,
  relatedObjectLabel,
  ZAddDocumentReminderSchema,
  ZAddReminderSchema,
  ZEditReminderSchema,
  ZListRemindersRequestSchema,
} from '../src/reminders.ts';

describe('relatedObjectLabel', () => {
  it("shows the object's name while it exists", () => {
    expect(relatedObjectLabel({ related_object: 'training', related_object_name: 'First aid' })).toBe('First aid');
  });

  it('marks a deleted document as file-not-found and any other missing object as NOT_FOUND', () => {
    expect(relatedObjectLabel({ related_object: 'document', related_object_name: null })).toBe(FILE_NOT_FOUND);
    expect(relatedObjectLabel({ related_object: 'custom_field', related_object_name: null })).toBe(NOT_FOUND_NAME);
    expect(relatedObjectLabel({ related_object: 'employee', related_object_name: null })).toBe(NOT_FOUND_NAME);
  });
});

describe('isReminderPending', () => {
  it('is pending from its reminder date until it is closed', () => {
    expect(isReminderPending({ closed: false, reminder_date: '2026-03-02' }, '2026-03-02')).toBe(true);
    expect(isReminderPending({ closed: false, reminder_date: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isReminderPending({ closed: false, reminder_date: '2026-03-03' }, '2026-03-02')).toBe(false);
    expect(isReminderPending({ closed: true, reminder_date: '2026-03-01' }, '2026-03-02')).toBe(false);
  });
});

describe('the list request', () => {
  it('defaults to the first page of pending reminders, 30 a page', () => {
    expect(REMINDERS_PER_PAGE).toBe(30);
    expect(ZListRemindersRequestSchema.parse({})).toMatchObject({
      page: 0,
      status: 'pending',
      sent_only: false,
      unsent_only: false,
      search_term: '',
    });
  });

  it('reads form flags and ids, and refuses unknown statuses and objects', () => {
    expect(ZListRemindersRequestSchema.parse({ sent_only: '1', employee_filter: '12', status: 'assigned_to_me' })).toMatchObject({
      sent_only: true,
      employee_filter: 12,
      status: 'assigned_to_me',
    });
    expect(ZListRemindersRequestSchema.safeParse({ status: 'open' }).success).toBe(false);
    expect(ZListRemindersRequestSchema.safeParse({ related_object: 'car' }).success).toBe(false);
    expect(ZListRemindersRequestSchema.safeParse({ related_custom_field_object_type: 'asset' }).success).toBe(false);
  });
});

describe('adding and editing', () => {
  const base = { related_object: 'employee', related_object_id: 4, reminder_date: '2026-04-01', target_user_id: 2 } as const;

  it('accepts a reminder about an object, with an empty description by default', () => {
    expect(ZAddReminderSchema.parse(base)).toMatchObject({ ...base, description: '' });
  });

  it('needs the object, and for a custom field the object the field belongs to', () => {
    expect(ZAddReminderSchema.safeParse({ ...base, related_object_id: undefined }).success).toBe(false);
    expect(ZAddReminderSchema.safeParse({ ...base, related_object: 'custom_field' }).success).toBe(false);
    expect(
      ZAddReminderSchema.safeParse({
        ...base,
        related_object: 'custom_field',
        related_custom_field_object_id: 9,
        related_custom_field_object_type: 'contract',
      }).success,
    ).toBe(true);
  });

  it('refuses an expiration date before the reminder date, and dates not in YYYY-MM-DD', () => {
    expect(ZAddReminderSchema.safeParse({ ...base, expiration_date: '2026-03-31' }).success).toBe(false);
    expect(ZAddReminderSchema.safeParse({ ...base, expiration_date: '2026-04-01' }).success).toBe(true);
    expect(ZAddReminderSchema.safeParse({ ...base, reminder_date: '01/04/2026' }).success).toBe(false);
    expect(
      ZEditReminderSchema.safeParse({ reminder_id: 1, reminder_date: '2026-04-02', expiration_date: '2026-04-01', target_user_id: 2 })
        .success,
    ).toBe(false);
  });

  it('takes a document reminder by document id and expiration date', () => {
    expect(ZAddDocumentReminderSchema.parse({ document_id: '5', expiration_date: '2026-06-30', target_user_id: 2 })).toEqual({
      document_id: 5,
      expiration_date: '2026-06-30',
      target_user_id: 2,
      description: '',
    });
    expect(ZAddDocumentReminderSchema.safeParse({ document_id: 5, target_user_id: 2 }).success).toBe(false);
  });
});
