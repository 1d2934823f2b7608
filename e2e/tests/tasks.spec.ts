import { expect, test, apiAs, login, unique } from './support.ts';

/** HR starts a one-task workflow for Evan (employee@acme.test) whose task is manager@acme.test's. */
async function startTaskForManager(taskName: string): Promise<{ workflowId: number; taskId: number }> {
  const hr = await apiAs('hr@acme.test');
  const me = async (email: string) => {
    const ctx = await apiAs(email);
    const data = (await (await ctx.get('/api/me')).json()).data as { user: { id: number }; employee: { id: number } };
    await ctx.dispose();
    return data;
  };
  const manager = await me('manager@acme.test');
  const evan = await me('employee@acme.test');
  const template = await hr.post('/api/workflows/templates/add', { data: { type: 'onboarding', name: unique('E2E flow') } });
  expect(template.status(), await template.text()).toBe(200);
  const templateId = (await template.json()).data.template_id as number;
  const item = await hr.post('/api/workflows/templates/items/add', {
    data: {
      template_id: templateId,
      name: `${taskName} for #employee_name`,
      timing_days: -2,
      for_who: 'user',
      responsible_user_id: manager.user.id,
    },
  });
  expect(item.status(), await item.text()).toBe(200);
  const started = await hr.post('/api/workflows/startWorkflow', {
    data: { employee_id: evan.employee.id, workflow_template_id: templateId, workflow_date: '2026-01-05' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const data = (await started.json()).data as { workflow_id: number; task_ids: number[] };
  await hr.dispose();
  return { workflowId: data.workflow_id, taskId: data.task_ids[0]! };
}

test('a task is completed with a confirmation, then reopened', async ({ page }) => {
  const name = unique('Order a desk');
  const { workflowId, taskId } = await startTaskForManager(name);
  await login(page, 'manager@acme.test', '/inbox/tasks');
  const link = page.getByRole('link', { name: `${name} for Evan Peeters` });
  await expect(link).toBeVisible();
  // Due two days before 05/01/2026 and not done: overdue, in red.
  await expect(page.getByText('03/01/2026').first()).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/inbox/tasks/${workflowId}/${taskId}$`));
  await expect(page.getByText('Pending since')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Evan Peeters' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark task as completed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark task as completed' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Task completed' })).toBeVisible();
  await expect(page).toHaveURL(/\/inbox\/tasks$/);
  await expect(page.getByRole('link', { name: `${name} for Evan Peeters` })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Done', exact: true }).click();
  await page.getByRole('link', { name: `${name} for Evan Peeters` }).click();
  await expect(page.getByText(/Completed at/)).toBeVisible();
  await page.getByRole('button', { name: 'Reopen task' }).click();
  await page.getByRole('dialog', { name: 'Reopen task' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Task reopened' })).toBeVisible();
  await page.getByRole('tab', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('link', { name: `${name} for Evan Peeters` })).toBeVisible();
});
