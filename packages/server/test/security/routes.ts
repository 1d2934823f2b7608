import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipartBody, ONE_PAGE_PDF, TINY_PDF, type TestApp } from '../harness.ts';
import ExcelJS from 'exceljs';
import { IMPORT_HEADERS } from '@signoff/contract/assetImports';
import { DEMO_SIGNATURE_PNG } from '../../src/modules/contracts/demoSignature.ts';

/** A real PNG as a signature pad sends it (a data URL). */
const SIGNATURE_PNG = `data:image/png;base64,${DEMO_SIGNATURE_PNG}`;

/** Acme objects of a Sales employee other than employee@acme.test: HR, Sales' two managers and read-only see them. */
export type TSalesIds = {
  acme: number;
  globex: number;
  person: number;
  expenseRequest: number;
  expense: number;
  expenseWithFile: number;
  category: number;
  /** Expenses: an unused category to delete, an archived one to edit and unarchive, a pending Sales expense to delete. */
  spareCategory: number;
  archivedCategory: number;
  spareExpense: number;
  sickNote: number;
  sickDayType: number;
  /** A Sales sick day still waiting for its certificate. */
  missingDay: { id: number; person: number; type: number };
  daysOffRequest: number;
  daysOffDate: number;
  trainingRequest: number;
  training: number;
  /** A file attached to that training. */
  trainingFile: number;
  commutePerson: number;
  /** The user behind employee@acme.test, whom Acme's admin may act as. */
  employeeUser: number;
  commuteRequest: number;
  /** Workflows: a pending task of manager@acme.test in a Sales onboarding, its workflow and template, and throwaways to delete. */
  wf: {
    task: number;
    workflow: number;
    template: number;
    items: number[];
    managerUser: number;
    opsUser: number;
    subject: number;
    spareTemplate: number;
    spareItem: number;
    spareWorkflow: number;
    spareTask: number;
  };
  /** A pending Sales asset request (not employee@acme.test's). */
  assetRequest: number;
  /** An asset held by a Sales employee (not employee@acme.test), and an Acme asset type. */
  asset: number;
  assetType: number;
  /** A Sales contract waiting for its internal signer, Sales' manager (Operations' lead signs second). */
  contract: number;
  /** The template it was made from, and one that may be deleted. */
  contractTemplate: number;
  spareContractTemplate: number;
  /** Two contracts outside Sales that HR may delete (one) and try to remove for good (the other). */
  spareContracts: [number, number];
  /** A contract of employee@acme.test's own, sent to them to sign in Signoff (their signing page's). */
  employeeContract: number;
  /** A template HR signs alone. */
  signedByHrTemplate: number;
  /** Reminders: an open one sent to manager@acme.test about a Sales person, and one HR may delete. */
  reminder: { ofManager: number; spare: number };
  hrUser: number;
  /** Software: an Acme product, a Sales license (not employee@acme.test's), an Acme car with its driver. */
  software: { product: number; spareProduct: number; license: number; car: number; assetOwner: number };
  /** An Excel import of Acme to undo, and an .xlsx (base64) of one asset row for a Sales person. */
  excelImport: number;
  importFile: string;
  /** An Acme company document, and a download link to it made for hr@acme.test. */
  document: number;
  documentLink: string;
  /** A pending Acme outplacement (its integration, contract and employee are the request's payload). */
  outplacement: { id: number; integration: number; contract: string; employee: number };
  /** Two pending Acme profile conflicts: one to resolve (with its changed fields), one to ignore. */
  conflict: { resolve: number; fields: string[]; ignore: number };
  /** Two pending Acme car conflicts: one to resolve (in the product), one to ignore. */
  carConflict: { resolve: number; ignore: number };
  /** Two pending Acme calendar conflicts: one to resolve, one to ignore. */
  calendarConflict: { resolve: number; ignore: number };
};

export async function salesIds(t: TestApp): Promise<TSalesIds> {
  const acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
  const globex = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'globex'`)).id;
  const sales = `SELECT e.id FROM employees e JOIN teams t ON t.id = e.team_id WHERE t.company_id = ${acme} AND t.name = 'Sales'
    AND e.email <> 'employee@acme.test' AND e.email <> 'manager@acme.test'`;
  const expense = await t.one<{ id: number; expense_id: number; employee_id: number }>(
    `SELECT r.id, r.expense_id, r.employee_id FROM expense_requests r WHERE r.status = 'pending' AND r.employee_id IN (${sales}) ORDER BY r.id LIMIT 1`,
  );
  // The demo's expenses have no receipts: this one gets a stored file.
  const storageName = crypto.randomUUID();
  fs.writeFileSync(path.join(t.config.filesDir, storageName), TINY_PDF);
  const file = await t.one<{ id: number }>(
    `INSERT INTO files (company_id, storage_name, original_name, mime_type, size_bytes, sha256, related_object, related_object_id, uploaded_by_user_id)
     VALUES ($1, $2, 'receipt.pdf', 'application/pdf', $3, 'test', 'expense', $4, (SELECT id FROM users WHERE email = 'hr@acme.test')) RETURNING id`,
    [acme, storageName, TINY_PDF.length, expense.expense_id],
  );
  const withFile = await t.one<{ id: number }>(`UPDATE expenses SET file_id = $1 WHERE id = $2 RETURNING id`, [
    file.id,
    expense.expense_id,
  ]);
  const category = await t.one<{ id: number }>(
    `SELECT id FROM expense_categories WHERE company_id = $1 AND is_active ORDER BY id LIMIT 1`,
    [acme],
  );
  const spareCategory = await t.one<{ id: number }>(
    `INSERT INTO expense_categories (company_id, name, way_of_input) VALUES ($1, 'Matrix spare', 'total') RETURNING id`,
    [acme],
  );
  const archivedCategory = await t.one<{ id: number }>(
    `INSERT INTO expense_categories (company_id, name, way_of_input, is_active) VALUES ($1, 'Matrix archived', 'total', false) RETURNING id`,
    [acme],
  );
  const spareExpense = await t.one<{ id: number }>(
    `INSERT INTO expenses (company_id, employee_id, title, expense_date, price) VALUES ($1, $2, 'Matrix spare', '2026-01-10', 5) RETURNING id`,
    [acme, expense.employee_id],
  );
  await t.sql(`INSERT INTO expense_requests (company_id, expense_id, employee_id) VALUES ($1, $2, $3)`, [
    acme,
    spareExpense.id,
    expense.employee_id,
  ]);
  const missing = await t.one<{ id: number; day_off_type_id: number; employee_id: number }>(
    `SELECT id, day_off_type_id, employee_id FROM sick_days WHERE certificate = 'missing' AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const note = await t.one<{ id: number; day_off_type_id: number; employee_id: number }>(
    `SELECT id, day_off_type_id, employee_id FROM sick_notes WHERE checked IS NULL AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const daysOff = await t.one<{ id: number; date_id: number }>(
    `SELECT r.id, d.id AS date_id FROM days_off_requests r JOIN days_off_request_dates d ON d.request_id = r.id
     WHERE NOT r.processed AND d.status = 'pending' AND r.employee_id IN (${sales}) ORDER BY r.id LIMIT 1`,
  );
  const training = await t.one<{ id: number; training_id: number }>(
    `SELECT r.id, (SELECT id FROM trainings WHERE company_id = $1 AND visibility = '1' ORDER BY id LIMIT 1) AS training_id
     FROM training_requests r WHERE r.status = 'pending' AND r.employee_id IN (${sales}) ORDER BY r.id LIMIT 1`,
    [acme],
  );
  const trainingStorageName = crypto.randomUUID();
  fs.writeFileSync(path.join(t.config.filesDir, trainingStorageName), TINY_PDF);
  const trainingFile = await t.one<{ id: number }>(
    `INSERT INTO files (company_id, storage_name, original_name, mime_type, size_bytes, sha256, related_object, related_object_id, uploaded_by_user_id)
     VALUES ($1, $2, 'outline.pdf', 'application/pdf', $3, 'test', 'training', $4, (SELECT id FROM users WHERE email = 'hr@acme.test')) RETURNING id`,
    [acme, trainingStorageName, TINY_PDF.length, training.training_id],
  );
  const commute = await t.one<{ id: number; employee_id: number }>(
    `SELECT id, employee_id FROM variable_commute_requests WHERE status = '-1' AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const managerUser = (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'manager@acme.test'`)).id;
  const task = await t.one<{ id: number; workflow_id: number; template_id: number; employee_id: number }>(
    `SELECT t.id, t.workflow_id, w.template_id, w.employee_id FROM workflow_tasks t JOIN workflows w ON w.id = t.workflow_id
     WHERE t.responsible_user_id = $1 AND t.status = 'pending' AND NOT w.is_sequential ORDER BY t.id LIMIT 1`,
    [managerUser],
  );
  const items = await t.sql(`SELECT id FROM workflow_template_items WHERE template_id = $1 ORDER BY sort_order`, [task.template_id]);
  const spareTemplate = await t.one<{ id: number }>(
    `INSERT INTO workflow_templates (company_id, type, name) VALUES ($1, 'other', 'Matrix spare') RETURNING id`,
    [acme],
  );
  const spareItem = await t.one<{ id: number }>(
    `INSERT INTO workflow_template_items (company_id, template_id, name, sort_order, for_who, responsible_email)
     VALUES ($1, $2, 'Spare item', 99, 'email', 'x@acme.test') RETURNING id`,
    [acme, task.template_id],
  );
  const spareWorkflow = await t.one<{ id: number }>(
    `INSERT INTO workflows (company_id, employee_id, type, name, is_sequential, workflow_date) VALUES ($1, $2, 'other', 'Spare', false, '2026-01-01') RETURNING id`,
    [acme, task.employee_id],
  );
  const spareTask = await t.one<{ id: number }>(
    `INSERT INTO workflow_tasks (company_id, workflow_id, name, sort_order, for_who, responsible_email)
     VALUES ($1, $2, 'Spare task', 1, 'email', 'x@acme.test') RETURNING id`,
    [acme, task.workflow_id],
  );
  const assetRequest = await t.one<{ id: number }>(
    `SELECT id FROM asset_requests WHERE status = 'pending' AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const asset = await t.one<{ id: number; asset_type_id: number }>(
    `SELECT id, asset_type_id FROM assets WHERE owner_employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const contract = await t.one<{ id: number; template_id: number }>(
    `SELECT id, template_id FROM contracts WHERE internal_signed_at IS NULL AND internal_signature_required
     AND second_internal_signer_user_id IS NOT NULL AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const spareContractTemplate = await t.one<{ id: number }>(
    `SELECT id FROM contract_templates WHERE company_id = $1 AND NOT internal_signature_required ORDER BY id LIMIT 1`,
    [acme],
  );
  const signedByHr = await t.one<{ id: number }>(
    `SELECT id FROM contract_templates WHERE company_id = $1 AND internal_signature_required AND second_internal_signer_user_id IS NULL ORDER BY id LIMIT 1`,
    [acme],
  );
  const spares = await t.sql<{ id: number }>(
    `SELECT c.id FROM contracts c JOIN employees e ON e.id = c.employee_id JOIN teams t ON t.id = e.team_id
     WHERE c.company_id = $1 AND t.name <> 'Sales' ORDER BY c.id LIMIT 2`,
    [acme],
  );
  const employeeContract = await t.one<{ id: number }>(
    `INSERT INTO contracts (company_id, employee_id, name, content_html, status, internal_status, internal_signature_required,
       sent_at, sent_to, signing_method)
     SELECT $1, m.employee_id, 'Matrix employee contract', '<p>#employee_name</p>', 'pending', 'closed', false,
       now(), 'employee@acme.test', 'in_app'
     FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'employee@acme.test' AND m.company_id = $1
     RETURNING id`,
    [acme],
  );
  const document = await t.one<{ id: number }>(`SELECT id FROM company_documents WHERE company_id = $1 ORDER BY id LIMIT 1`, [acme]);
  const documentLink = crypto.randomBytes(32).toString('base64url');
  await t.sql(
    `INSERT INTO document_download_links (token_hash, company_id, document_id, user_id, is_preview, expires_at)
     VALUES ($1, $2, $3, (SELECT id FROM users WHERE email = 'hr@acme.test'), true, now() + interval '1 hour')`,
    [crypto.createHash('sha256').update(documentLink).digest('hex'), acme, document.id],
  );
  const license = await t.one<{ id: number; product_id: number }>(
    `SELECT id, product_id FROM software_licenses WHERE deactivated_at IS NULL AND employee_id IN (${sales}) ORDER BY id LIMIT 1`,
  );
  const spareProduct = await t.one<{ id: number }>(
    `INSERT INTO software_products (company_id, name) VALUES ($1, 'Matrix spare') RETURNING id`,
    [acme],
  );
  const car = await t.one<{ id: number }>(`SELECT id FROM cars WHERE company_id = $1 ORDER BY id LIMIT 1`, [acme]);
  const assetOwner = await t.one<{ owner: number }>(`SELECT owner_employee_id AS owner FROM assets WHERE id = $1`, [asset.id]);
  const excelImport = await t.one<{ id: number }>(
    `INSERT INTO excel_imports (company_id, kind, file_name, created_by_user_id)
     VALUES ($1, 'assets', 'matrix.xlsx', (SELECT id FROM users WHERE email = 'hr@acme.test')) RETURNING id`,
    [acme],
  );
  const sheetPerson = await t.one<{ email: string }>(`SELECT email FROM employees WHERE id = $1`, [expense.employee_id]);
  const sheetType = await t.one<{ name: string }>(`SELECT name FROM asset_types WHERE id = $1`, [asset.asset_type_id]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Assets');
  sheet.addRow([...IMPORT_HEADERS.assets]);
  sheet.addRow([sheetPerson.email, sheetType.name, 99]);
  const importFile = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  const reminderOfManager = await t.one<{ id: number }>(
    `SELECT id FROM reminders WHERE target_user_id = $1 AND NOT closed AND sent_at IS NOT NULL ORDER BY id LIMIT 1`,
    [managerUser],
  );
  const spareReminder = await t.one<{ id: number }>(
    `INSERT INTO reminders (company_id, related_object, related_object_id, related_employee_id, reminder_date, target_user_id)
     VALUES ($1, 'employee', $2, $2, '2030-01-01', $3) RETURNING id`,
    [acme, task.employee_id, managerUser],
  );
  const outplacement = await t.one<{ id: number; integration: number; contract: string; employee: number }>(
    `SELECT id, integration_id AS integration, contract_uid AS contract, employee_id AS employee FROM outplacements
     WHERE company_id = $1 AND status = 'pending' ORDER BY id LIMIT 1`,
    [acme],
  );
  const pendingConflicts = await t.sql<{ id: number; fields: string[] }>(
    `SELECT id, (SELECT array_agg(f->>'fieldname') FROM jsonb_array_elements(field_changed) f) AS fields FROM conflicts
     WHERE company_id = $1 AND kind = 'profile' AND status = 'pending' ORDER BY id LIMIT 2`,
    [acme],
  );
  const conflict = { resolve: pendingConflicts[0]!.id, fields: pendingConflicts[0]!.fields, ignore: pendingConflicts[1]!.id };
  const pendingCarConflicts = await t.sql<{ id: number }>(
    `SELECT id FROM conflicts WHERE company_id = $1 AND kind = 'car' AND status = 'pending' ORDER BY id LIMIT 2`,
    [acme],
  );
  const carConflict = { resolve: pendingCarConflicts[0]!.id, ignore: pendingCarConflicts[1]!.id };
  const pendingCalendar = await t.sql<{ id: number }>(
    `SELECT id FROM conflicts WHERE company_id = $1 AND kind = 'calendar' AND status = 'pending' ORDER BY id LIMIT 2`,
    [acme],
  );
  const calendarConflict = { resolve: pendingCalendar[0]!.id, ignore: pendingCalendar[1]!.id };
  return {
    conflict,
    carConflict,
    calendarConflict,
    software: {
      product: license.product_id,
      spareProduct: spareProduct.id,
      license: license.id,
      car: car.id,
      assetOwner: assetOwner.owner,
    },
    excelImport: excelImport.id,
    importFile,
    document: document.id,
    documentLink,
    outplacement,
    reminder: { ofManager: reminderOfManager.id, spare: spareReminder.id },
    wf: {
      task: task.id,
      workflow: task.workflow_id,
      template: task.template_id,
      items: [...items.map((r) => Number(r.id)), spareItem.id],
      managerUser,
      opsUser: (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'olivier.maes@acme.test'`)).id,
      subject: task.employee_id,
      spareTemplate: spareTemplate.id,
      spareItem: spareItem.id,
      spareWorkflow: spareWorkflow.id,
      spareTask: spareTask.id,
    },
    acme,
    globex,
    assetRequest: assetRequest.id,
    asset: asset.id,
    assetType: asset.asset_type_id,
    spareContracts: [spares[0]!.id, spares[1]!.id],
    employeeContract: employeeContract.id,
    signedByHrTemplate: signedByHr.id,
    contract: contract.id,
    contractTemplate: contract.template_id,
    spareContractTemplate: spareContractTemplate.id,
    hrUser: (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'hr@acme.test'`)).id,
    trainingRequest: training.id,
    training: training.training_id,
    trainingFile: trainingFile.id,
    commutePerson: commute.employee_id,
    employeeUser: (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'employee@acme.test'`)).id,
    commuteRequest: commute.id,
    person: expense.employee_id,
    expenseRequest: expense.id,
    expense: expense.expense_id,
    expenseWithFile: withFile.id,
    category: category.id,
    spareCategory: spareCategory.id,
    archivedCategory: archivedCategory.id,
    spareExpense: spareExpense.id,
    sickNote: note.id,
    sickDayType: note.day_off_type_id,
    missingDay: { id: missing.id, person: missing.employee_id, type: missing.day_off_type_id },
    daysOffRequest: daysOff.id,
    daysOffDate: daysOff.date_id,
  };
}

/** `METHOD /path/:param` of every API route Fastify has registered (the swagger document is built from its route table). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/') || path.startsWith('/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    .sort();
}

/** A well-formed request to each route, on the Sales objects above. */
export function sampleRequest(route: string, ids: TSalesIds): InjectOptions {
  const get = (url: string): InjectOptions => ({ method: 'GET', url });
  const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });
  switch (route) {
    case 'POST /api/auth/login':
      return post('/api/auth/login', { email: 'hr@acme.test', password: 'not-the-password' });
    case 'POST /api/auth/logout':
      return post('/api/auth/logout', {});
    case 'GET /api/me':
      return get('/api/me');
    case 'POST /api/auth/switchCompany':
      return post('/api/auth/switchCompany', { company_id: ids.globex });
    case 'GET /api/health':
      return get('/api/health');
    case 'GET /api/health/ready':
      return get('/api/health/ready');
    case 'GET /api/inbox/counts':
      return get('/api/inbox/counts');
    case 'GET /api/me/requests':
      return get('/api/me/requests?kind=all&status=all&page=0');
    case 'GET /api/inbox/expenses/list':
      return get('/api/inbox/expenses/list?status=all&page=0');
    case 'GET /api/inbox/expenses/detail':
      return get(`/api/inbox/expenses/detail?request_id=${ids.expenseRequest}`);
    case 'POST /api/inbox/expenses/process':
      return post('/api/inbox/expenses/process', { request_id: ids.expenseRequest, status: 'rejected', note: 'Not this time' });
    case 'GET /api/expenses/getExpenseDetails':
      return get(`/api/expenses/getExpenseDetails?expense_id=${ids.expense}`);
    case 'GET /api/expenses/listCategories':
      return get('/api/expenses/listCategories');
    case 'GET /api/expenses/listCategoriesForEmployee':
      return get(`/api/expenses/listCategoriesForEmployee?employee_id=${ids.person}`);
    case 'POST /api/expenses/createExpenseCategory':
      return post('/api/expenses/createExpenseCategory', { name: 'Matrix', way_of_input: 'total' });
    case 'GET /api/expenses/calculateExpensePrice':
      return get(`/api/expenses/calculateExpensePrice?categoryId=${ids.category}&total=10`);
    case 'POST /api/expenses/edit':
      return post('/api/expenses/edit', { expense_id: ids.expense, category_id: ids.category });
    case 'GET /api/expenses/getAvailablePeriodsForPayout':
      return get(`/api/expenses/getAvailablePeriodsForPayout?employee_id=${ids.person}&expense_id=${ids.expense}`);
    case 'POST /api/expenses/updateExpensePayoutMethod':
      return post('/api/expenses/updateExpensePayoutMethod', {
        employee_id: ids.person,
        expense_id: ids.expense,
        payout_type: 'DO_NOT_PAYOUT',
      });
    case 'GET /api/expenses/getExpenseFile':
      return get(`/api/expenses/getExpenseFile?expense_id=${ids.expenseWithFile}`);
    case 'GET /api/expenses/downloadExpenseFile':
      return get(`/api/expenses/downloadExpenseFile?expense_id=${ids.expenseWithFile}`);
    case 'GET /api/expenses/file/:expense_id/content':
      return get(`/api/expenses/file/${ids.expenseWithFile}/content`);
    case 'POST /api/expenses/createExpense': {
      const form = multipartBody({ category_id: String(ids.category), title: 'Matrix', date: '2026-01-15', total: '12' });
      return { method: 'POST', url: '/api/expenses/createExpense', ...form };
    }
    case 'GET /api/expenses/getExpenseCategoryDetail':
      return get(`/api/expenses/getExpenseCategoryDetail?expense_category_id=${ids.category}`);
    case 'GET /api/expenses/hasExpenseCategoryBeenUsed':
      return get(`/api/expenses/hasExpenseCategoryBeenUsed?expense_category_id=${ids.category}`);
    case 'GET /api/expenses/getExpenseCategoryUsage':
      return get(`/api/expenses/getExpenseCategoryUsage?expense_category_id=${ids.category}`);
    case 'POST /api/expenses/editExpenseCategory':
      return post('/api/expenses/editExpenseCategory', {
        expense_category_id: ids.archivedCategory,
        name: 'Matrix edit',
        way_of_input: 'total',
      });
    case 'POST /api/expenses/deleteExpenseCategory':
      return post('/api/expenses/deleteExpenseCategory', { expense_category_id: ids.spareCategory });
    case 'POST /api/expenses/unarchiveExpenseCategory':
      return post('/api/expenses/unarchiveExpenseCategory', { expense_category_id: ids.archivedCategory });
    case 'POST /api/expenses/deleteExpense':
      return post('/api/expenses/deleteExpense', { expense_id: ids.spareExpense });
    case 'GET /api/expenses/getExpenseStatsForMonth':
      return get('/api/expenses/getExpenseStatsForMonth?year=2026&month=11');
    case 'GET /api/expenses/getExpenseStatsForYear':
      return get('/api/expenses/getExpenseStatsForYear?year=2026');
    case 'GET /api/expenses/getUndecidedExpenseCount':
      return get('/api/expenses/getUndecidedExpenseCount');
    case 'GET /api/expenses/getUndecidedExpenses':
      return get('/api/expenses/getUndecidedExpenses?page=0');
    case 'GET /api/expenses/listGrouped':
      return get('/api/expenses/listGrouped?year=2026&month=11');
    case 'GET /api/expenses/listEmployeeExpenses':
      return get(`/api/expenses/listEmployeeExpenses?employee_id=${ids.person}`);
    case 'GET /api/approvedExpenses':
      return get('/api/approvedExpenses?year=2026');
    case 'GET /api/expenses/:year/:month/pdf':
      return get('/api/expenses/2026/11/pdf?dryrun=1');
    case 'GET /api/expenses/:id/pdf':
      return get(`/api/expenses/${ids.expense}/pdf`);
    case 'GET /api/expenses/:year/:month/excel':
      return get('/api/expenses/2026/11/excel');
    case 'GET /api/expenses/individual/:year/:month/excel':
      return get('/api/expenses/individual/2026/11/excel');
    case 'GET /api/inbox/sickNotes/list':
      return get('/api/inbox/sickNotes/list?page=0');
    case 'GET /api/inbox/sickNotes/detail':
      return get(`/api/inbox/sickNotes/detail?sickday_id=${ids.sickNote}`);
    case 'GET /api/inbox/sickNotes/file/:sickday_id/content':
      return get(`/api/inbox/sickNotes/file/${ids.sickNote}/content`);
    case 'POST /api/inbox/sickNotes/process':
      return post('/api/inbox/sickNotes/process', { id: ids.sickNote, resolution: '0', message: 'Unreadable' });
    case 'GET /api/inbox/sickNotes/person':
      return get(`/api/inbox/sickNotes/person?employee_id=${ids.person}&day_off_type_id=${ids.sickDayType}`);
    case 'POST /api/inbox/sickNotes/upload': {
      const form = multipartBody(
        {
          employee_id: String(ids.missingDay.person),
          day_off_type_id: String(ids.missingDay.type),
          day_ids: String(ids.missingDay.id),
        },
        { filename: 'note.pdf', contentType: 'application/pdf', content: TINY_PDF },
      );
      return { method: 'POST', url: '/api/inbox/sickNotes/upload', ...form };
    }
    case 'POST /api/inbox/sickNotes/ignore':
      return post('/api/inbox/sickNotes/ignore', {
        employee_id: ids.person,
        day_off_type_id: ids.sickDayType,
        date: '2026-01-15',
        ignore_reason: 'received_on_paper',
      });
    case 'GET /api/inbox/sickNotes/firstSickDayCount':
      return get(`/api/inbox/sickNotes/firstSickDayCount?employee_id=${ids.person}&year=2026`);
    case 'GET /api/inbox/daysOff/list':
      return get('/api/inbox/daysOff/list?status=all&page=0');
    case 'GET /api/inbox/daysOff/detail':
      return get(`/api/inbox/daysOff/detail?request_id=${ids.daysOffRequest}`);
    case 'POST /api/inbox/daysOff/process':
      return post('/api/inbox/daysOff/process', {
        request_id: ids.daysOffRequest,
        [`new_status_${ids.daysOffDate}`]: 'declined',
        note: 'No',
      });
    case 'POST /api/days_off/requests/add':
      return post('/api/days_off/requests/add', {
        employee_id: ids.person,
        type: 'education',
        date_0: '15/06/2027',
        start_minutes_0: 540,
        duration_minutes_0: 480,
      });
    case 'GET /api/days_off/types':
      return get('/api/days_off/types');
    case 'GET /api/days_off/personal_days_off/:year/:month/listDaysOffBulk':
      return get('/api/days_off/personal_days_off/2026/1/listDaysOffBulk?page=0&per_page=100');
    case 'GET /api/days_off/listDaysOff':
      return get(`/api/days_off/listDaysOff?employee_id=${ids.person}&year=2026`);
    case 'GET /api/days_off/getWeeklySchedule':
      return get(`/api/days_off/getWeeklySchedule?employee_id=${ids.person}`);
    case 'GET /api/days_off/listBudgetUsage':
      return get(`/api/days_off/listBudgetUsage?employee_id=${ids.person}&year=2026`);
    case 'GET /api/days_off/isCalendarLocked':
      return get(`/api/days_off/isCalendarLocked?employee_id=${ids.person}&year=2026&month=1`);
    case 'GET /api/days_off/listCoworkersDaysOff':
      return get(`/api/days_off/listCoworkersDaysOff?request_id=${ids.daysOffRequest}`);
    case 'GET /api/segments/:object_type/list':
      return get('/api/segments/days_off/list');
    case 'GET /api/teams/list/mine_only':
      return get('/api/teams/list/mine_only');
    case 'GET /api/people/filters':
      return get('/api/people/filters');
    case 'GET /api/days_off/getDaysOffRequest':
      return get(`/api/days_off/getDaysOffRequest?request_id=${ids.daysOffRequest}`);
    case 'GET /api/days_off/listRequests':
      return get(`/api/days_off/listRequests?employee_id=${ids.person}&status=all&page=0`);
    case 'GET /api/auth/federatedAccounts':
      return get('/api/auth/federatedAccounts');
    case 'GET /api/features/check':
      return get('/api/features/check?feature=profile/fullpush');
    case 'GET /v1/companies/suggest':
      return get('/v1/companies/suggest?query=ar');
    case 'GET /api/people/:id/profile':
      return get(`/api/people/${ids.person}/profile`);
    case 'GET /api/inbox/contracts/list':
      return get('/api/inbox/contracts/list?status=all&page=0');
    case 'GET /api/contract/:id/detail':
      return get(`/api/contract/${ids.contract}/detail`);
    case 'GET /api/contract/:id/pdf':
      return get(`/api/contract/${ids.contract}/pdf`);
    case 'POST /api/contracts/editName':
      return post('/api/contracts/editName', { contract_id: ids.contract, contract_name: 'Matrix name' });
    case 'POST /api/contracts/delete':
      return post('/api/contracts/delete', { contract_id: ids.spareContracts[0] });
    case 'POST /api/contracts/undelete':
      return post('/api/contracts/undelete', { contract_id: ids.spareContracts[0] });
    case 'POST /api/contracts/hardDelete':
      return post('/api/contracts/hardDelete', { contract_id: ids.spareContracts[1] });
    case 'GET /api/contract/:id/exists':
      return get(`/api/contract/${ids.contract}/exists`);
    case 'GET /api/contracts/:id/signers':
      return get(`/api/contracts/${ids.contract}/signers`);
    case 'GET /api/contracts/shortcodes/:id/list':
      return get(`/api/contracts/shortcodes/${ids.contract}/list`);
    case 'POST /api/contracts/shortcodes/setCustomShortcodeValue':
      return post('/api/contracts/shortcodes/setCustomShortcodeValue', {
        contract_id: ids.contract,
        shortcode: 'job_title',
        value: 'Matrix',
      });
    case 'GET /api/contract/pendingInternal':
      return get('/api/contract/pendingInternal');
    case 'GET /api/contracts/count':
      return get(`/api/contracts/count?user_id=${ids.hrUser}`);
    case 'GET /api/contract/:id/employeeView':
      return get(`/api/contract/${ids.employeeContract}/employeeView`);
    case 'GET /api/contract/:id/employeePdf':
      return get(`/api/contract/${ids.employeeContract}/employeePdf`);
    case 'POST /api/contract/signAsEmployee':
      return post('/api/contract/signAsEmployee', {
        contract_id: ids.employeeContract,
        name: 'Evan Peeters',
        base64_signature: SIGNATURE_PNG,
      });
    case 'POST /api/contract/signInternally':
      return post('/api/contract/signInternally', {
        contract_id: ids.contract,
        name: 'Marie Dubois',
        base64_signature: SIGNATURE_PNG,
        is_second_signer: false,
      });
    case 'POST /api/contracts/addToEmployee':
      return post('/api/contracts/addToEmployee', {
        employee_id: ids.person,
        contract_name: 'Matrix contract',
        contract_template_id: ids.contractTemplate,
      });
    case 'POST /api/contracts/edit':
      return post('/api/contracts/edit', { contract_id: ids.contract, content_html: '<p>Matrix text for #employee_name</p>' });
    case 'GET /api/contract_template/list':
      return get('/api/contract_template/list');
    case 'GET /api/contract/employee/:id/list':
      return get(`/api/contract/employee/${ids.person}/list`);
    case 'GET /api/contract/list':
      return get('/api/contract/list?status=all&page=0');
    case 'GET /api/contract_template/publicLibrary/list':
      return get('/api/contract_template/publicLibrary/list?keyword=contract');
    case 'GET /api/contract_template/publicLibrary/:id/detail':
      return get('/api/contract_template/publicLibrary/1/detail');
    case 'POST /api/contract_template/preview':
      return post('/api/contract_template/preview', { template_id: ids.contractTemplate, additionalContractTemplateInfoId: ids.person });
    case 'POST /api/contract_template/reassign':
      return post('/api/contract_template/reassign', { from_user_id: ids.wf.opsUser, to_user_id: ids.hrUser });
    case 'POST /api/contracts/reassign':
      return post('/api/contracts/reassign', { from_user_id: ids.wf.opsUser, to_user_id: ids.hrUser });
    case 'POST /api/contract_templates/conversion/word-to-html':
      // A zip that is no Word document: the converter's refusal (400) is the allowed callers' answer.
      return post('/api/contract_templates/conversion/word-to-html', { base64_word_file: 'UEsDBAAAAAA=', extension: 'docx' });
    case 'POST /api/contracts/pdfbased/uploadPDF':
      return post('/api/contracts/pdfbased/uploadPDF', { contract_id: ids.contract, base64_pdf: ONE_PAGE_PDF.toString('base64') });
    case 'POST /api/contracts/:id/createTemplateContractPDF':
      return post(`/api/contracts/${ids.contract}/createTemplateContractPDF`, {});
    case 'POST /api/contracts/setSigningMethod':
      return post('/api/contracts/setSigningMethod', {
        contract_id: ids.contract,
        signers: [{ role: 'employee', signing_method: 'in_app' }],
      });
    case 'POST /api/contracts/sendToEmployee':
      return post('/api/contracts/sendToEmployee', { contract_id: ids.contract, optional_message: 'Matrix' });
    case 'GET /api/contracts/:id/employeeSignatureStatus':
      return get(`/api/contracts/${ids.contract}/employeeSignatureStatus`);
    case 'POST /api/contracts/:id/processSigningProvider':
      return post(`/api/contracts/${ids.contract}/processSigningProvider`, {});
    case 'POST /api/contracts/:id/retrySigningProvider':
      return post(`/api/contracts/${ids.contract}/retrySigningProvider`, {});
    case 'POST /api/contracts/:id/resetSigningMethod':
      return post(`/api/contracts/${ids.contract}/resetSigningMethod`, {});
    case 'GET /api/contract_template/:id/detail':
      return get(`/api/contract_template/${ids.contractTemplate}/detail`);
    case 'GET /api/contract_template/count':
      return get(`/api/contract_template/count?user_id=${ids.hrUser}`);
    case 'GET /api/contract_template/hashtags':
      return get('/api/contract_template/hashtags');
    case 'POST /api/contract_template/add':
      return post('/api/contract_template/add', { name: 'Matrix template', type: 'other' });
    case 'POST /api/contract_template/edit':
      return post('/api/contract_template/edit', {
        template_id: ids.contractTemplate,
        name: 'Employment contract',
        content_html: '<p>#employee_name</p>',
      });
    case 'POST /api/contract_template/editSignatureRequirements':
      return post('/api/contract_template/editSignatureRequirements', {
        template_id: ids.signedByHrTemplate,
        internal_signature_required: true,
        internal_signer_user_id: ids.hrUser,
      });
    case 'POST /api/contract_template/delete':
      return post('/api/contract_template/delete', { template_id: ids.spareContractTemplate });
    case 'GET /api/inbox/trainings/list':
      return get('/api/inbox/trainings/list?status=all&page=0');
    case 'GET /api/inbox/trainings/detail':
      return get(`/api/inbox/trainings/detail?request_id=${ids.trainingRequest}`);
    case 'POST /api/inbox/trainings/process':
      return post('/api/inbox/trainings/process', { request_id: ids.trainingRequest, status: 'declined', note: 'Not this year' });
    case 'GET /api/trainings/:id/detail':
      return get(`/api/trainings/${ids.training}/detail`);
    case 'GET /api/trainings/list':
      return get('/api/trainings/list');
    case 'POST /api/trainings/requests/add':
      return post('/api/trainings/requests/add', { new_training_name: 'Matrix course', new_training_cost: 100 });
    case 'POST /api/trainings/:id/attachments': {
      const form = multipartBody({}, { filename: 'outline.pdf', contentType: 'application/pdf', content: TINY_PDF });
      return { method: 'POST', url: `/api/trainings/${ids.training}/attachments`, ...form };
    }
    case 'GET /api/trainings/:id/attachments':
      return get(`/api/trainings/${ids.training}/attachments`);
    case 'GET /api/trainings/:id/attachments/:file_id/content':
      return get(`/api/trainings/${ids.training}/attachments/${ids.trainingFile}/content`);
    case 'GET /api/inbox/commute/list':
      return get('/api/inbox/commute/list?status=all&page=0');
    case 'GET /api/inbox/commute/detail':
      return get(`/api/inbox/commute/detail?request_ids=${ids.commuteRequest}&employee_id=${ids.commutePerson}`);
    case 'POST /api/inbox/commute/process':
      return post('/api/inbox/commute/process', { employee_id: ids.commutePerson, decisions: [{ id: ids.commuteRequest, status: '0' }] });
    case 'GET /api/inbox/assets/list':
      return get('/api/inbox/assets/list?status=all&page=0&orderby_column=requester_name&orderby_direction=asc');
    case 'GET /api/inbox/assets/list/excel':
      return get('/api/inbox/assets/list/excel?status=closed');
    case 'GET /api/inbox/assets/detail':
      return get(`/api/inbox/assets/detail?id=${ids.assetRequest}`);
    case 'POST /api/inbox/assets/accept':
      return post('/api/inbox/assets/accept', { id: ids.assetRequest, message: 'Enjoy' });
    case 'POST /api/inbox/assets/decline':
      return post('/api/inbox/assets/decline', { id: ids.assetRequest, message: 'Not now' });
    case 'POST /api/assets/requests/add':
      return post('/api/assets/requests/add', {
        motivation: 'Matrix',
        requested_assets: [{ asset_type_id: -1, name: 'Desk lamp', price: 35 }],
      });
    case 'GET /api/assets/list':
      return get('/api/assets/list?keyword=a&orderby_column=owner_name&orderby_direction=asc&include_deleted=1');
    case 'GET /api/assets/list/excel':
      return get('/api/assets/list/excel');
    case 'GET /api/assets/employee/:id/pendingAssets':
      return get(`/api/assets/employee/${ids.person}/pendingAssets`);
    case 'GET /api/asset_types/list':
      return get('/api/asset_types/list?keyword=o&page=0');
    case 'GET /api/assets/:id/detail':
      return get(`/api/assets/${ids.asset}/detail`);
    case 'POST /api/assets/add':
      return post('/api/assets/add', { asset_type_id: ids.assetType, owner_employee_id: ids.person, price: 99 });
    case 'POST /api/assets/edit':
      return post('/api/assets/edit', { asset_id: ids.asset, price: 300 });
    case 'POST /api/assets/delete':
      return post('/api/assets/delete', { asset_id: ids.asset });
    case 'POST /api/assets/undelete':
      return post('/api/assets/undelete', { asset_id: ids.asset });
    case 'GET /api/software/licenses/list':
      return get('/api/software/licenses/list?keyword=a&orderby_column=product_name&orderby_direction=asc&include_deactivated=1');
    case 'GET /api/software/licenses/list/grouped':
      return get('/api/software/licenses/list/grouped?orderby_column=name');
    case 'GET /api/software/licenses/list/excel':
      return get('/api/software/licenses/list/excel');
    case 'GET /api/software/products/list':
      return get('/api/software/products/list?keyword=i&page=0');
    case 'GET /api/software/products/:id/detail':
      return get(`/api/software/products/${ids.software.product}/detail`);
    case 'GET /api/software/products/:id/custom-fields':
      return get(`/api/software/products/${ids.software.product}/custom-fields`);
    case 'GET /api/software/licenses/:id/detail':
      return get(`/api/software/licenses/${ids.software.license}/detail`);
    case 'GET /api/software/licenses/product/:id/list':
      return get(`/api/software/licenses/product/${ids.software.product}/list?per_page=5&orderby_column=employee_name`);
    case 'GET /api/software/licenses/employee/:employee_id/list':
      return get(`/api/software/licenses/employee/${ids.person}/list`);
    case 'POST /api/software/products/add':
      return post('/api/software/products/add', { name: 'Matrix tool', url: 'https://example.com', return_existing: true });
    case 'POST /api/software/products/edit':
      return post('/api/software/products/edit', { product_id: ids.software.product, name: 'Figma' });
    case 'POST /api/software/products/delete':
      return post('/api/software/products/delete', { product_id: ids.software.spareProduct });
    case 'POST /api/software/licenses/add':
      return post('/api/software/licenses/add', { product_id: ids.software.product, employee_id: ids.person, username: 'matrix' });
    case 'POST /api/software/licenses/edit':
      return post('/api/software/licenses/edit', { license_id: ids.software.license, username: 'matrix.user' });
    case 'POST /api/software/licenses/delete':
      return post('/api/software/licenses/delete', { license_id: ids.software.license });
    case 'POST /api/software/licenses/reactivate':
      return post('/api/software/licenses/reactivate', { license_id: ids.software.license });
    case 'GET /api/assets/import/template':
      return get('/api/assets/import/template?kind=assets');
    case 'POST /api/assets/import/preview':
      return post('/api/assets/import/preview', { kind: 'assets', file_name: 'matrix.xlsx', file_content: ids.importFile });
    case 'POST /api/assets/import':
      return post('/api/assets/import', { kind: 'assets', file_name: 'matrix.xlsx', file_content: ids.importFile });
    case 'POST /api/assets/import/undo':
      return post('/api/assets/import/undo', { excel_import_id: ids.excelImport });
    case 'GET /api/assets/import/list':
      return get('/api/assets/import/list');
    case 'POST /api/assets/addAssetPolicy':
      return post('/api/assets/addAssetPolicy', {
        selected_assets: [ids.asset],
        employee_id: ids.software.assetOwner,
        template_id: ids.contractTemplate,
      });
    case 'POST /api/cars/addCarPolicy':
      return post('/api/cars/addCarPolicy', { car_id: ids.software.car, template_id: ids.contractTemplate });
    case 'GET /api/assets/employee/:id/policies':
      return get(`/api/assets/employee/${ids.person}/policies`);
    case 'POST /api/commute/declare':
      return post('/api/commute/declare', { date: '2026-01-15', transport_type: 'bicycle', km: 8 });
    case 'GET /api/auth/impersonation/candidates':
      return get('/api/auth/impersonation/candidates');
    case 'POST /api/auth/impersonation/start':
      return post('/api/auth/impersonation/start', { user_id: ids.employeeUser });
    case 'POST /api/auth/impersonation/stop':
      return post('/api/auth/impersonation/stop', {});
    case 'GET /api/workflows/tasks/list':
      return get('/api/workflows/tasks/list?status=all&page=0');
    case 'GET /api/workflows/tasks/list/all':
      return get('/api/workflows/tasks/list/all?status=pending');
    case 'GET /api/workflows/list':
      return get('/api/workflows/list?page=0');
    case 'GET /api/workflows/employees':
      return get('/api/workflows/employees?search_term=a');
    case 'GET /api/workflows/tasks/:task_id/detail':
      return get(`/api/workflows/tasks/${ids.wf.task}/detail`);
    case 'GET /api/workflows/tasks/assignedCount':
      return get(`/api/workflows/tasks/assignedCount?user_id=${ids.wf.managerUser}`);
    case 'GET /api/workflows/templates/items/assignedCount':
      return get(`/api/workflows/templates/items/assignedCount?user_id=${ids.wf.managerUser}`);
    case 'GET /api/workflows/:workflow_id/detail':
      return get(`/api/workflows/${ids.wf.workflow}/detail`);
    case 'GET /api/workflows/tasks/employee/:employee_id/list':
      return get(`/api/workflows/tasks/employee/${ids.wf.subject}/list`);
    case 'GET /api/workflows/templates/list':
      return get('/api/workflows/templates/list');
    case 'GET /api/workflows/templates/:template_id/detail':
      return get(`/api/workflows/templates/${ids.wf.template}/detail`);
    case 'GET /api/workflows/templates/items/:item_id/detail':
      return get(`/api/workflows/templates/items/${ids.wf.items[0]}/detail`);
    case 'GET /api/workflows/templates/hashtags':
      return get('/api/workflows/templates/hashtags');
    case 'POST /api/workflows/templates/add':
      return post('/api/workflows/templates/add', { type: 'onboarding', name: 'Matrix template', is_sequential: false });
    case 'POST /api/workflows/templates/edit':
      return post('/api/workflows/templates/edit', { template_id: ids.wf.template, type: 'onboarding', name: 'Onboarding' });
    case 'POST /api/workflows/templates/delete':
      return post('/api/workflows/templates/delete', { template_id: ids.wf.spareTemplate });
    case 'POST /api/workflows/templates/copy':
      return post('/api/workflows/templates/copy', { template_id: ids.wf.template, name: 'Matrix copy' });
    case 'POST /api/workflows/templates/items/add':
      return post('/api/workflows/templates/items/add', {
        template_id: ids.wf.template,
        name: 'Matrix item',
        timing_days: 1,
        for_who: 'workflow_employee',
      });
    case 'POST /api/workflows/templates/items/edit':
      return post('/api/workflows/templates/items/edit', {
        item_id: ids.wf.items[0],
        name: 'Order a laptop for #employee_name',
        timing_days: -7,
        for_who: 'user',
        responsible_user_id: ids.wf.managerUser,
      });
    case 'POST /api/workflows/templates/items/delete':
      return post('/api/workflows/templates/items/delete', { item_id: ids.wf.spareItem });
    case 'POST /api/workflows/templates/items/reassign':
      return post('/api/workflows/templates/items/reassign', { from_user_id: ids.wf.opsUser, to_user_id: ids.wf.opsUser });
    case 'POST /api/workflows/tasks/reassign':
      return post('/api/workflows/tasks/reassign', { from_user_id: ids.wf.opsUser, to_user_id: ids.wf.opsUser });
    case 'POST /api/workflows/templates/:template_id/updateTaskOrder':
      return post(`/api/workflows/templates/${ids.wf.template}/updateTaskOrder`, { ordered_task_ids: ids.wf.items.join(',') });
    case 'POST /api/workflows/task/item/delete':
      return post('/api/workflows/task/item/delete', { task_id: ids.wf.spareTask });
    case 'POST /api/workflows/startWorkflow':
      return post('/api/workflows/startWorkflow', {
        employee_id: ids.wf.subject,
        workflow_template_id: ids.wf.template,
        workflow_date: '2026-04-01',
        notify_assignees: false,
      });
    case 'POST /api/workflows/delete':
      return post('/api/workflows/delete', { workflow_id: ids.wf.spareWorkflow });
    case 'POST /api/workflows/tasks/closeTask':
      return post('/api/workflows/tasks/closeTask', { task_id: ids.wf.task });
    case 'POST /api/workflows/tasks/reopenTask':
      return post('/api/workflows/tasks/reopenTask', { task_id: ids.wf.task });
    case 'POST /api/workflows/tasks/createNewTaskForWorkflow':
      return post('/api/workflows/tasks/createNewTaskForWorkflow', {
        workflow_id: ids.wf.workflow,
        name: 'Matrix task',
        for_who: 'email',
        responsible_email: 'x@acme.test',
      });
    case 'POST /api/workflows/tasks/edit':
      return post('/api/workflows/tasks/edit', { task_id: ids.wf.task, name: 'Probation review', description: '' });
    case 'GET /api/audit/list':
      return get('/api/audit/list?page=0');
    case 'GET /api/documents/getFiles':
      return get('/api/documents/getFiles?page=0&document_type=Invoice');
    case 'GET /api/documents/getFileTypes':
      return get('/api/documents/getFileTypes');
    case 'POST /api/documents/fetchFromProvider':
      return post('/api/documents/fetchFromProvider', {});
    case 'POST /api/documents/markFilesAsRead':
      return post('/api/documents/markFilesAsRead', {});
    case 'GET /api/documents/getFile':
      return get(`/api/documents/getFile?document_id=${ids.document}`);
    case 'GET /api/documents/downloadFile':
      return get(`/api/documents/downloadFile?document_id=${ids.document}&preview=1`);
    case 'GET /api/documents/download/:token':
      return get(`/api/documents/download/${ids.documentLink}`);
    case 'GET /api/documents/forwardEmail':
      return get('/api/documents/forwardEmail?document_type=Invoice');
    case 'POST /api/documents/forwardEmail':
      return post('/api/documents/forwardEmail', { document_type: 'Payslip', email: 'payroll@example.test' });
    case 'POST /api/documents/forwardInboxDocuments':
      return post('/api/documents/forwardInboxDocuments', { document_ids: [ids.document] });
    case 'POST /api/documents/upload': {
      const form = multipartBody(
        { document_type: 'Tax form' },
        { filename: 'tax-form.pdf', contentType: 'application/pdf', content: TINY_PDF },
      );
      return { method: 'POST', url: '/api/documents/upload', ...form };
    }
    case 'GET /api/reminders/list':
      return get('/api/reminders/list?status=all&page=0&sent_only=1&search_term=a');
    case 'GET /api/reminders/count':
      return get(`/api/reminders/count?user_id=${ids.wf.managerUser}`);
    case 'GET /api/reminders/choices':
      return get('/api/reminders/choices?search_term=a');
    case 'GET /api/reminders/forRelatedObject/:type/:id':
      return get(`/api/reminders/forRelatedObject/employee/${ids.wf.subject}`);
    case 'GET /api/reminders/:id':
      return get(`/api/reminders/${ids.reminder.ofManager}`);
    case 'POST /api/reminders/add':
      return post('/api/reminders/add', {
        related_object: 'employee',
        related_object_id: ids.person,
        reminder_date: '2030-02-01',
        target_user_id: ids.wf.managerUser,
        description: 'Matrix reminder',
      });
    case 'POST /api/reminders/documents/add':
      return post('/api/reminders/documents/add', {
        document_id: ids.trainingFile,
        expiration_date: '2030-02-01',
        target_user_id: ids.wf.managerUser,
      });
    case 'POST /api/reminders/edit':
      return post('/api/reminders/edit', {
        reminder_id: ids.reminder.ofManager,
        reminder_date: '2030-03-01',
        target_user_id: ids.wf.managerUser,
        description: 'Matrix edit',
      });
    case 'POST /api/reminders/delete':
      return post('/api/reminders/delete', { reminder_id: ids.reminder.spare });
    case 'POST /api/reminders/close':
      return post('/api/reminders/close', { reminder_id: ids.reminder.ofManager });
    case 'POST /api/reminders/reOpen':
      return post('/api/reminders/reOpen', { reminder_id: ids.reminder.ofManager });
    case 'POST /api/reminders/reassign':
      return post('/api/reminders/reassign', { from_user_id: ids.wf.opsUser, to_user_id: ids.wf.opsUser });
    case 'GET /api/conflicts/list':
      return get('/api/conflicts/list?status=all');
    case 'GET /api/conflicts/:id':
      return get(`/api/conflicts/${ids.conflict.ignore}`);
    case 'POST /api/conflicts/resolve':
      return post('/api/conflicts/resolve', {
        conflict_id: ids.conflict.resolve,
        choices: Object.fromEntries(ids.conflict.fields.map((f) => [f, 'external'])),
      });
    case 'POST /api/conflicts/ignore':
      return post('/api/conflicts/ignore', { conflict_id: ids.conflict.ignore });
    case 'POST /api/conflicts/sync':
      return post('/api/conflicts/sync', {});
    case 'GET /api/carConflicts/list':
      return get('/api/carConflicts/list?status=all');
    case 'GET /api/carConflicts/:id':
      return get(`/api/carConflicts/${ids.carConflict.ignore}`);
    case 'POST /api/carConflicts/resolve':
      return post('/api/carConflicts/resolve', { id: ids.carConflict.resolve, resolution: 'adjust_in_officient' });
    case 'POST /api/carConflicts/ignore':
      return post('/api/carConflicts/ignore', { id: ids.carConflict.ignore });
    case 'POST /api/carConflicts/sync':
      return post('/api/carConflicts/sync', {});
    case 'GET /api/cars/employee/:id/list':
      return get(`/api/cars/employee/${ids.person}/list`);
    case 'GET /api/calendarConflicts/list':
      return get('/api/calendarConflicts/list?status=all&search_term=a');
    case 'GET /api/calendarConflicts/:id':
      return get(`/api/calendarConflicts/${ids.calendarConflict.ignore}`);
    case 'POST /api/calendarConflicts/resolve':
      return post('/api/calendarConflicts/resolve', { id: ids.calendarConflict.resolve });
    case 'POST /api/calendarConflicts/ignore':
      return post('/api/calendarConflicts/ignore', { id: ids.calendarConflict.ignore });
    case 'POST /api/calendarConflicts/sync':
      return post('/api/calendarConflicts/sync', {});
    case 'GET /api/outplacements/list':
      return get('/api/outplacements/list?status=all');
    case 'GET /api/outplacements/:id':
      return get(`/api/outplacements/${ids.outplacement.id}`);
    case 'POST /api/outplacements/updateOutplacementStatus':
      return post('/api/outplacements/updateOutplacementStatus', { id: ids.outplacement.id, status: 'ignored' });
    case 'POST /api/integrations/outplacement/sendOutplacementRequest':
      return post('/api/integrations/outplacement/sendOutplacementRequest', {
        integrationId: ids.outplacement.integration,
        contractId: ids.outplacement.contract,
        employeeId: ids.outplacement.employee,
      });
    case 'GET /api/integrations/list':
      return get('/api/integrations/list');
    case 'GET /api/integrations/:id':
      return get(`/api/integrations/${ids.outplacement.integration}`);
    default:
      throw new Error(`No sample request for ${route}: add it to test/security/routes.ts and its expectations to the matrix`);
  }
}
