import { describe, expect, it } from 'vitest';
import {
  NO_DUE_DATE,
  dueDateOf,
  formatDueDate,
  hashtagValues,
  isTaskOverdue,
  openTaskIds,
  replaceHashtags,
  ZAddTemplateItemSchema,
  ZUpdateTaskOrderSchema,
} from '../src/workflows.ts';

const values = hashtagValues({
  employeeName: 'Evan Peeters',
  managerName: 'Marie Dubois',
  companyName: 'Acme',
  workflowName: 'Onboarding',
  workflowDate: '2026-03-02',
});

describe('hashtags', () => {
  it('replaces every known tag, the date as DD/MM/YYYY, and leaves unknown ones', () => {
    expect(replaceHashtags('Laptop for #employee_name (#employee_first_name) on #workflow_date', values)).toBe(
      'Laptop for Evan Peeters (Evan) on 02/03/2026',
    );
    expect(replaceHashtags('#manager_name at #company_name: #workflow_name #urgent', values)).toBe(
      'Marie Dubois at Acme: Onboarding #urgent',
    );
  });
  it('matches a tag whole, and replaces a tag used twice', () => {
    expect(replaceHashtags('#employee_names', values)).toBe('#employee_names');
    expect(replaceHashtags('#employee_name and #employee_name', values)).toBe('Evan Peeters and Evan Peeters');
  });
  it('gives an empty manager name when there is none', () => {
    const noManager = hashtagValues({
      employeeName: 'A',
      managerName: null,
      companyName: 'B',
      workflowName: 'C',
      workflowDate: '2026-01-01',
    });
    expect(replaceHashtags('[#manager_name]', noManager)).toBe('[]');
  });
});

describe('due dates', () => {
  it('adds the timing in days to the workflow date, across months and years, and before it', () => {
    expect(dueDateOf('2026-03-02', 0)).toBe('2026-03-02');
    expect(dueDateOf('2026-03-02', -3)).toBe('2026-02-27');
    expect(dueDateOf('2026-12-30', 5)).toBe('2027-01-04');
    expect(dueDateOf('2028-02-28', 1)).toBe('2028-02-29');
  });
  it('shows DD/MM/YYYY and 1970-01-01 blank', () => {
    expect(formatDueDate('2026-03-02')).toBe('02/03/2026');
    expect(formatDueDate(NO_DUE_DATE)).toBe('');
  });
  it('is overdue only when pending, with a real date before today', () => {
    expect(isTaskOverdue({ status: 'pending', due_date: '2026-03-01' }, '2026-03-02')).toBe(true);
    expect(isTaskOverdue({ status: 'pending', due_date: '2026-03-02' }, '2026-03-02')).toBe(false);
    expect(isTaskOverdue({ status: 'done', due_date: '2026-03-01' }, '2026-03-02')).toBe(false);
    expect(isTaskOverdue({ status: 'pending', due_date: NO_DUE_DATE }, '2026-03-02')).toBe(false);
  });
});

describe('sequential order', () => {
  const tasks = [
    { id: 1, status: 'done' as const },
    { id: 2, status: 'pending' as const },
    { id: 3, status: 'pending' as const },
  ];
  it('opens only the first pending task of a sequential workflow, every pending one otherwise', () => {
    expect(openTaskIds(true, tasks)).toEqual([2]);
    expect(openTaskIds(false, tasks)).toEqual([2, 3]);
    expect(openTaskIds(true, [{ id: 1, status: 'done' }])).toEqual([]);
  });
});

describe('schemas', () => {
  it('needs the responsible person that for_who names', () => {
    const base = { template_id: 1, name: 'x', timing_days: 0 };
    expect(ZAddTemplateItemSchema.safeParse({ ...base, for_who: 'user' }).success).toBe(false);
    expect(ZAddTemplateItemSchema.safeParse({ ...base, for_who: 'user', responsible_user_id: '4' }).success).toBe(true);
    expect(ZAddTemplateItemSchema.safeParse({ ...base, for_who: 'email', responsible_email: 'nope' }).success).toBe(false);
    expect(ZAddTemplateItemSchema.safeParse({ ...base, for_who: 'manager' }).success).toBe(true);
  });
  it('refuses a name with half a character (a lone surrogate)', () => {
    const base = { template_id: 1, timing_days: 0, for_who: 'manager' };
    expect(ZAddTemplateItemSchema.safeParse({ ...base, name: 'a\uD800b' }).success).toBe(false);
    expect(ZAddTemplateItemSchema.safeParse({ ...base, name: 'Welcome 👋' }).success).toBe(true);
  });
  it('reads the order as comma-joined ids', () => {
    expect(ZUpdateTaskOrderSchema.parse({ ordered_task_ids: '3,1,2' }).ordered_task_ids).toEqual([3, 1, 2]);
    expect(ZUpdateTaskOrderSchema.safeParse({ ordered_task_ids: '3,,2' }).success).toBe(false);
  });
});
