import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { registeredRoutes, salesIds, sampleRequest, type TSalesIds } from './routes.ts';

type TRole = 'hr' | 'manager' | 'extraManager' | 'otherLead' | 'employee' | 'readOnly' | 'otherCompany' | 'none';
const EMAILS: Record<Exclude<TRole, 'none'>, string> = {
  hr: 'hr@acme.test',
  manager: 'manager@acme.test',
  extraManager: 'olivier.maes@acme.test',
  otherLead: 'elise.wouters@acme.test',
  employee: 'employee@acme.test',
  readOnly: 'readonly@acme.test',
  otherCompany: 'hr@globex.test',
};

/**
 * What an answer may be: `ok` a success; `done` what an allowed caller may get for a write (a success, a business
 * refusal such as 400 or 409 after an earlier role already decided); `forbidden` 403 (read-only writes); `hidden` 404
 * (not theirs); `login` 401 (no session); `refused` a 400/401 that does not depend on anyone's data.
 */
type TOutcome = 'ok' | 'done' | 'forbidden' | 'hidden' | 'login' | 'refused';
const accepts: Record<TOutcome, (status: number) => boolean> = {
  ok: (s) => s >= 200 && s < 300,
  done: (s) => (s >= 200 && s < 300) || s === 400 || s === 409,
  forbidden: (s) => s === 403,
  hidden: (s) => s === 404,
  login: (s) => s === 401,
  refused: (s) => s === 400 || s === 401,
};

type TExpectations = Record<TRole, TOutcome>;
const row = (
  hr: TOutcome,
  manager: TOutcome,
  extraManager: TOutcome,
  otherLead: TOutcome,
  employee: TOutcome,
  readOnly: TOutcome,
  otherCompany: TOutcome,
  none: TOutcome,
): TExpectations => ({
  hr,
  manager,
  extraManager,
  otherLead,
  employee,
  readOnly,
  otherCompany,
  none,
});
const PUBLIC = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const ANY_USER = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'login');
/** Sales' objects: HR, Sales' two managers and read-only HR see them; the rest are told they do not exist. */
const SALES_READ = row('ok', 'ok', 'ok', 'hidden', 'hidden', 'ok', 'hidden', 'login');
const SALES_WRITE = row('done', 'done', 'done', 'hidden', 'hidden', 'forbidden', 'hidden', 'login');
/** Creating what only a holder of the area's permission creates (no existing object to hide, so 403 says why). */
const HR_CREATE = row('done', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'done', 'login');

/** Changing an existing Acme object only a holder of the area's permission changes; Globex is told it does not exist. */
const HR_MANAGES = row('done', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'hidden', 'login');
/** Reading what only holders of the area's permission read (read-only HR included; Globex's HR in Globex). */
const HR_READ = row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok', 'login');

/** An Acme expense category's use: its keepers and the expenses approvers with the permission read it; Globex does not find it. */
const CATEGORY_USE = row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden', 'login');
/** An Acme object every Acme user may read (a catalogue entry); Globex is told it does not exist. */
const ACME_READ = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login');

/** What an employee asks for themselves, in their own company; read-only users write nothing. */
const EMPLOYEE_WRITE = row('done', 'done', 'done', 'done', 'done', 'forbidden', 'done', 'login');

/** What the keepers of workflows (HR with the permission: Hanna, read-only Rita, Globex's Greta) list; others are told why not. */
const KEEPER_LIST = row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok', 'login');
/** An Acme template: Acme's keepers see it; to anyone else it does not exist. */
const KEEPER_OBJECT = row('ok', 'hidden', 'hidden', 'hidden', 'hidden', 'ok', 'hidden', 'login');
const KEEPER_OBJECT_WRITE = row('done', 'hidden', 'hidden', 'hidden', 'hidden', 'forbidden', 'hidden', 'login');
/** Starting and changing workflows is the keepers' (403 says why); Globex's keeper does not find Acme's people. */
const KEEPER_WRITE = row('done', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'hidden', 'login');
/** A task of manager@acme.test: theirs and the keepers'; hidden from everyone else. */
const TASK_READ = row('ok', 'ok', 'hidden', 'hidden', 'hidden', 'ok', 'hidden', 'login');
const TASK_WRITE = row('done', 'done', 'hidden', 'hidden', 'hidden', 'forbidden', 'hidden', 'login');

/** What only the employee it belongs to reads (employee@acme.test's own contract); to anyone else it does not exist. */
const OWN_CONTRACT_READ = row('hidden', 'hidden', 'hidden', 'hidden', 'ok', 'hidden', 'hidden', 'login');

/** Every route Fastify serves under /api/ (and the spec's /v1/ calls), with who gets what. A route missing here fails the test. */
const EXPECTED: Record<string, TExpectations> = {
  'POST /api/auth/login': row('refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused'),
  'POST /api/auth/logout': PUBLIC,
  'GET /api/health': PUBLIC,
  'GET /api/health/ready': PUBLIC,
  'GET /api/me': ANY_USER,
  'POST /api/auth/switchCompany': row('ok', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'ok', 'login'),
  'GET /api/inbox/counts': ANY_USER,
  // Everyone's own requests only (none for whom has no employee record): nothing of anyone else to hide.
  'GET /api/me/requests': ANY_USER,
  'GET /api/inbox/expenses/list': ANY_USER,
  'GET /api/inbox/expenses/detail': SALES_READ,
  'POST /api/inbox/expenses/process': SALES_WRITE,
  'GET /api/expenses/getExpenseDetails': SALES_READ,
  'GET /api/expenses/listCategories': ANY_USER,
  'GET /api/expenses/listCategoriesForEmployee': SALES_READ,
  'POST /api/expenses/createExpenseCategory': HR_CREATE,
  'GET /api/expenses/calculateExpensePrice': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'POST /api/expenses/edit': SALES_WRITE,
  'GET /api/expenses/getAvailablePeriodsForPayout': SALES_READ,
  'POST /api/expenses/updateExpensePayoutMethod': SALES_WRITE,
  'GET /api/expenses/getExpenseFile': SALES_READ,
  'GET /api/expenses/downloadExpenseFile': SALES_READ,
  'GET /api/expenses/file/:expense_id/content': SALES_READ,
  // Another company's category id is refused as one that does not exist at all (400), telling nothing more.
  'GET /api/expenses/getExpenseCategoryDetail': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'GET /api/expenses/hasExpenseCategoryBeenUsed': CATEGORY_USE,
  'GET /api/expenses/getExpenseCategoryUsage': CATEGORY_USE,
  'POST /api/expenses/editExpenseCategory': HR_MANAGES,
  'POST /api/expenses/deleteExpenseCategory': HR_MANAGES,
  'POST /api/expenses/unarchiveExpenseCategory': HR_MANAGES,
  // A Sales expense: its requester or HR withdraws it; its managers may decide it but not make it vanish.
  'POST /api/expenses/deleteExpense': row('done', 'hidden', 'hidden', 'hidden', 'hidden', 'forbidden', 'hidden', 'login'),
  'GET /api/expenses/getExpenseStatsForMonth': HR_READ,
  'GET /api/expenses/getExpenseStatsForYear': HR_READ,
  'GET /api/expenses/getUndecidedExpenseCount': HR_READ,
  'GET /api/expenses/getUndecidedExpenses': HR_READ,
  'GET /api/expenses/listGrouped': HR_READ,
  'GET /api/expenses/listEmployeeExpenses': SALES_READ,
  'GET /api/approvedExpenses': HR_READ,
  'GET /api/expenses/:year/:month/pdf': HR_READ,
  'GET /api/expenses/:id/pdf': SALES_READ,
  'GET /api/expenses/:year/:month/excel': HR_READ,
  'GET /api/expenses/individual/:year/:month/excel': HR_READ,
  'POST /api/expenses/createExpense': row('done', 'done', 'done', 'done', 'done', 'forbidden', 'refused', 'login'),
  'GET /api/inbox/sickNotes/list': ANY_USER,
  'GET /api/inbox/sickNotes/detail': SALES_READ,
  'GET /api/inbox/sickNotes/file/:sickday_id/content': SALES_READ,
  'POST /api/inbox/sickNotes/process': SALES_WRITE,
  'GET /api/inbox/sickNotes/person': SALES_READ,
  'POST /api/inbox/sickNotes/upload': SALES_WRITE,
  'POST /api/inbox/sickNotes/ignore': SALES_WRITE,
  'GET /api/inbox/sickNotes/firstSickDayCount': SALES_READ,
  'GET /api/inbox/daysOff/list': ANY_USER,
  'GET /api/inbox/daysOff/detail': SALES_READ,
  'POST /api/inbox/daysOff/process': SALES_WRITE,
  'POST /api/days_off/requests/add': SALES_WRITE,
  'GET /api/days_off/types': ANY_USER,
  'GET /api/days_off/personal_days_off/:year/:month/listDaysOffBulk': ANY_USER,
  'GET /api/days_off/listDaysOff': SALES_READ,
  'GET /api/days_off/getWeeklySchedule': SALES_READ,
  'GET /api/days_off/listBudgetUsage': SALES_READ,
  'GET /api/days_off/isCalendarLocked': SALES_READ,
  'GET /api/days_off/listCoworkersDaysOff': SALES_READ,
  'GET /api/segments/:object_type/list': ANY_USER,
  'GET /api/teams/list/mine_only': ANY_USER,
  'GET /api/people/filters': ANY_USER,
  // A Sales request outside the inbox: its approvers read it (the employee who asked too, not in this sample).
  'GET /api/days_off/getDaysOffRequest': SALES_READ,
  'GET /api/days_off/listRequests': SALES_READ,
  'GET /api/auth/federatedAccounts': ANY_USER,
  'GET /api/features/check': ANY_USER,
  // The company registry is public data, the same for every signed-in user (not tenant data: nothing to hide).
  'GET /v1/companies/suggest': ANY_USER,
  'GET /api/people/:id/profile': SALES_READ,
  // Contracts: HR with the contracts permission manages them (403 for the rest: no object to hide); internal signers
  // see the ones that name them, Sales' manager signs first (HR and the second signer are not the first signer: 403).
  'GET /api/inbox/contracts/list': ANY_USER,
  'GET /api/contract/:id/detail': SALES_READ,
  'GET /api/contract/:id/pdf': SALES_READ,
  // The employee's own signing page: their contract is theirs alone, HR included (404); read-only users sign nothing.
  'GET /api/contract/:id/employeeView': OWN_CONTRACT_READ,
  'GET /api/contract/:id/employeePdf': OWN_CONTRACT_READ,
  'POST /api/contract/signAsEmployee': row('hidden', 'hidden', 'hidden', 'hidden', 'done', 'forbidden', 'hidden', 'login'),
  'GET /api/contract/pendingInternal': ANY_USER,
  // Whether a contract exists answers false, not 404, for what a user may not see (a reminder asks it).
  'GET /api/contract/:id/exists': ANY_USER,
  'GET /api/contracts/:id/signers': SALES_READ,
  'GET /api/contracts/shortcodes/:id/list': SALES_READ,
  'POST /api/contracts/editName': HR_MANAGES,
  'POST /api/contracts/delete': HR_MANAGES,
  'POST /api/contracts/undelete': HR_MANAGES,
  'POST /api/contracts/hardDelete': HR_MANAGES,
  'POST /api/contracts/shortcodes/setCustomShortcodeValue': HR_MANAGES,
  'GET /api/contracts/count': HR_READ,
  'POST /api/contract/signInternally': row('forbidden', 'done', 'forbidden', 'hidden', 'hidden', 'forbidden', 'hidden', 'login'),
  'POST /api/contracts/addToEmployee': HR_MANAGES,
  'POST /api/contracts/edit': HR_MANAGES,
  'GET /api/contract_template/list': HR_READ,
  'GET /api/contract_template/:id/detail': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden', 'login'),
  'GET /api/contract_template/count': HR_READ,
  'GET /api/contract_template/hashtags': HR_READ,
  'POST /api/contract_template/add': HR_CREATE,
  'POST /api/contract_template/edit': HR_MANAGES,
  'POST /api/contract_template/editSignatureRequirements': HR_MANAGES,
  'POST /api/contract_template/delete': HR_MANAGES,
  // HR's lists of one person's and the company's contracts; Globex's HR does not find an Acme person.
  'GET /api/contract/employee/:id/list': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden', 'login'),
  'GET /api/contract/list': HR_READ,
  'GET /api/contract_template/publicLibrary/list': HR_READ,
  'GET /api/contract_template/publicLibrary/:id/detail': HR_READ,
  'POST /api/contract_template/preview': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'hidden', 'login'),
  // Reassigning names users, not an object: Globex's HR is told an Acme user cannot sign for Globex (400).
  'POST /api/contract_template/reassign': HR_CREATE,
  'POST /api/contracts/reassign': HR_CREATE,
  'POST /api/contract_templates/conversion/word-to-html': HR_CREATE,
  'POST /api/contracts/pdfbased/uploadPDF': HR_MANAGES,
  'POST /api/contracts/:id/createTemplateContractPDF': HR_MANAGES,
  'POST /api/contracts/setSigningMethod': HR_MANAGES,
  'POST /api/contracts/sendToEmployee': HR_MANAGES,
  'GET /api/contracts/:id/employeeSignatureStatus': SALES_READ,
  'POST /api/contracts/:id/processSigningProvider': HR_MANAGES,
  'POST /api/contracts/:id/retrySigningProvider': HR_MANAGES,
  'POST /api/contracts/:id/resetSigningMethod': HR_MANAGES,
  'GET /api/inbox/trainings/list': ANY_USER,
  'GET /api/inbox/trainings/detail': SALES_READ,
  'POST /api/inbox/trainings/process': SALES_WRITE,
  // A training open to everyone in Acme: every Acme user may read it, Globex is told it does not exist.
  'GET /api/trainings/:id/detail': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'GET /api/trainings/list': ANY_USER,
  'POST /api/trainings/requests/add': EMPLOYEE_WRITE,
  // Attachments of that training: whoever reads it lists and downloads them; only HR with the trainings permission adds
  // one (the others see the training, so 403 says why); Globex is told it does not exist.
  'POST /api/trainings/:id/attachments': row('done', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'hidden', 'login'),
  'GET /api/trainings/:id/attachments': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'GET /api/trainings/:id/attachments/:file_id/content': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'GET /api/inbox/commute/list': ANY_USER,
  'GET /api/inbox/commute/detail': SALES_READ,
  'POST /api/inbox/commute/process': SALES_WRITE,
  'POST /api/commute/declare': EMPLOYEE_WRITE,
  'GET /api/inbox/assets/list': ANY_USER,
  // The export is its own permission: those who see the list but lack it are told why (403), not that it is missing.
  'GET /api/inbox/assets/list/excel': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok', 'login'),
  'GET /api/inbox/assets/detail': SALES_READ,
  'POST /api/inbox/assets/accept': SALES_WRITE,
  'POST /api/inbox/assets/decline': SALES_WRITE,
  'POST /api/assets/requests/add': EMPLOYEE_WRITE,
  'GET /api/assets/list': ANY_USER,
  'GET /api/assets/list/excel': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'ok', 'login'),
  'GET /api/assets/employee/:id/pendingAssets': SALES_READ,
  'GET /api/asset_types/list': ANY_USER,
  'GET /api/assets/:id/detail': SALES_READ,
  // Assets are managed by HR with the assets permission: managers see their people's but are told why they cannot change
  // them (403); Globex's HR is told Acme's asset does not exist.
  'POST /api/assets/add': HR_CREATE,
  'POST /api/assets/edit': HR_MANAGES,
  'POST /api/assets/delete': HR_MANAGES,
  'POST /api/assets/undelete': HR_MANAGES,
  // Software is HR's with the software permission, like assets; Acme's catalogue is every Acme user's to read.
  'GET /api/software/licenses/list': ANY_USER,
  'GET /api/software/licenses/list/grouped': ANY_USER,
  'GET /api/software/licenses/list/excel': HR_READ,
  'GET /api/software/products/list': ANY_USER,
  'GET /api/software/products/:id/detail': ACME_READ,
  'GET /api/software/products/:id/custom-fields': ACME_READ,
  'GET /api/software/licenses/:id/detail': SALES_READ,
  'GET /api/software/licenses/product/:id/list': ACME_READ,
  'GET /api/software/licenses/employee/:employee_id/list': SALES_READ,
  'POST /api/software/products/add': HR_CREATE,
  'POST /api/software/products/edit': HR_MANAGES,
  'POST /api/software/products/delete': HR_MANAGES,
  'POST /api/software/licenses/add': HR_CREATE,
  'POST /api/software/licenses/edit': HR_MANAGES,
  'POST /api/software/licenses/delete': HR_MANAGES,
  'POST /api/software/licenses/reactivate': HR_MANAGES,
  // The Excel import: the preview writes nothing (read-only HR may look); Globex's HR previews Acme's rows as unknown.
  'GET /api/assets/import/template': HR_READ,
  'POST /api/assets/import/preview': HR_READ,
  'POST /api/assets/import': HR_CREATE,
  'POST /api/assets/import/undo': HR_MANAGES,
  'GET /api/assets/import/list': HR_READ,
  'POST /api/assets/addAssetPolicy': HR_MANAGES,
  'POST /api/cars/addCarPolicy': HR_MANAGES,
  'GET /api/assets/employee/:id/policies': SALES_READ,
  // The trail is HR's with the audit permission, in their own company; for anyone else it does not exist.
  // Acting as someone is an admin's (Hanna, Greta); the others are told why not. Evan is Acme's: Greta does not see him.
  'GET /api/auth/impersonation/candidates': row('ok', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'ok', 'login'),
  'POST /api/auth/impersonation/start': row('done', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'hidden', 'login'),
  // Nobody is acting as someone here: a conflict (409) for everyone signed in.
  'POST /api/auth/impersonation/stop': row('done', 'done', 'done', 'done', 'done', 'done', 'done', 'login'),
  'GET /api/workflows/tasks/list': ANY_USER,
  'GET /api/workflows/tasks/list/all': KEEPER_LIST,
  'GET /api/workflows/list': KEEPER_LIST,
  'GET /api/workflows/employees': KEEPER_LIST,
  'GET /api/workflows/tasks/:task_id/detail': TASK_READ,
  // A user's counts: the keepers ask about anyone of their company, everyone about themselves.
  'GET /api/workflows/tasks/assignedCount': TASK_READ,
  'GET /api/workflows/templates/items/assignedCount': TASK_READ,
  'GET /api/workflows/:workflow_id/detail': TASK_READ,
  // An Acme employee's tasks, each caller's own share of them (an empty list for those with none); Globex finds nobody.
  'GET /api/workflows/tasks/employee/:employee_id/list': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'GET /api/workflows/templates/list': KEEPER_LIST,
  'GET /api/workflows/templates/:template_id/detail': KEEPER_OBJECT,
  'GET /api/workflows/templates/items/:item_id/detail': KEEPER_OBJECT,
  'GET /api/workflows/templates/hashtags': ANY_USER,
  'POST /api/workflows/templates/add': HR_CREATE,
  'POST /api/workflows/templates/edit': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/delete': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/copy': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/items/add': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/items/edit': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/items/delete': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/:template_id/updateTaskOrder': KEEPER_OBJECT_WRITE,
  'POST /api/workflows/templates/items/reassign': KEEPER_WRITE,
  'POST /api/workflows/tasks/reassign': KEEPER_WRITE,
  'POST /api/workflows/task/item/delete': KEEPER_WRITE,
  'POST /api/workflows/startWorkflow': KEEPER_WRITE,
  'POST /api/workflows/delete': KEEPER_WRITE,
  'POST /api/workflows/tasks/createNewTaskForWorkflow': KEEPER_WRITE,
  'POST /api/workflows/tasks/edit': KEEPER_WRITE,
  'POST /api/workflows/tasks/closeTask': TASK_WRITE,
  'POST /api/workflows/tasks/reopenTask': TASK_WRITE,
  // Reminders: a reminder of manager@acme.test reads and closes like her task; the keepers (HR) manage them all.
  'GET /api/reminders/list': ANY_USER,
  'GET /api/reminders/count': TASK_READ,
  'GET /api/reminders/choices': KEEPER_LIST,
  'GET /api/reminders/forRelatedObject/:type/:id': ANY_USER,
  'GET /api/reminders/:id': TASK_READ,
  'POST /api/reminders/add': HR_CREATE,
  'POST /api/reminders/documents/add': HR_CREATE,
  'POST /api/reminders/edit': KEEPER_WRITE,
  'POST /api/reminders/delete': KEEPER_WRITE,
  'POST /api/reminders/close': TASK_WRITE,
  'POST /api/reminders/reOpen': TASK_WRITE,
  'POST /api/reminders/reassign': KEEPER_WRITE,
  'GET /api/audit/list': row('ok', 'hidden', 'hidden', 'hidden', 'hidden', 'ok', 'ok', 'login'),
  // Company documents are HR's (the documents permission): lists say why not, an Acme document is hidden from the rest.
  'GET /api/documents/getFiles': HR_READ,
  'GET /api/documents/getFileTypes': HR_READ,
  // Outplacements are HR's (the outplacements permission): others get an empty list, and an Acme one is hidden.
  'GET /api/outplacements/list': ANY_USER,
  'GET /api/outplacements/:id': KEEPER_OBJECT,
  'POST /api/outplacements/updateOutplacementStatus': KEEPER_OBJECT_WRITE,
  'POST /api/integrations/outplacement/sendOutplacementRequest': KEEPER_OBJECT_WRITE,
  // Conflicts with the payroll provider are HR's (the conflicts permission): others get an empty list, an Acme one is hidden.
  'GET /api/conflicts/list': ANY_USER,
  'GET /api/conflicts/:id': KEEPER_OBJECT,
  'POST /api/conflicts/resolve': KEEPER_OBJECT_WRITE,
  'POST /api/conflicts/ignore': KEEPER_OBJECT_WRITE,
  // Globex's HR may ask too (nothing to compare there: queued false); the rest are told it does not exist.
  'POST /api/conflicts/sync': row('done', 'hidden', 'hidden', 'hidden', 'hidden', 'forbidden', 'done', 'login'),
  // Car conflicts follow the same rules (the conflicts permission).
  'GET /api/carConflicts/list': ANY_USER,
  'GET /api/carConflicts/:id': KEEPER_OBJECT,
  'POST /api/carConflicts/resolve': KEEPER_OBJECT_WRITE,
  'POST /api/carConflicts/ignore': KEEPER_OBJECT_WRITE,
  'POST /api/carConflicts/sync': row('done', 'hidden', 'hidden', 'hidden', 'hidden', 'forbidden', 'done', 'login'),
  // A person's cars read like their asset policies: HR, their managers, read-only HR.
  'GET /api/cars/employee/:id/list': SALES_READ,
  // Calendar conflicts: the same permission and the same rules as the personal-data ones.
  'GET /api/calendarConflicts/list': ANY_USER,
  'GET /api/calendarConflicts/:id': KEEPER_OBJECT,
  'POST /api/calendarConflicts/resolve': KEEPER_OBJECT_WRITE,
  'POST /api/calendarConflicts/ignore': KEEPER_OBJECT_WRITE,
  'POST /api/calendarConflicts/sync': row('done', 'hidden', 'hidden', 'hidden', 'hidden', 'forbidden', 'done', 'login'),
  // Everyone of the company reads its integrations (the feature checks); another company's is hidden.
  'GET /api/integrations/list': ANY_USER,
  'GET /api/integrations/:id': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'hidden', 'login'),
  'POST /api/documents/markFilesAsRead': HR_CREATE,
  'POST /api/documents/fetchFromProvider': HR_CREATE,
  'GET /api/documents/getFile': KEEPER_OBJECT,
  'GET /api/documents/downloadFile': KEEPER_OBJECT,
  // A download link works for the one user it was made for (hr@acme.test).
  'GET /api/documents/download/:token': row('ok', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'hidden', 'login'),
  'GET /api/documents/forwardEmail': HR_READ,
  'POST /api/documents/forwardEmail': HR_CREATE,
  'POST /api/documents/forwardInboxDocuments': HR_MANAGES,
  'POST /api/documents/upload': HR_CREATE,
};

const SESSION_CHANGING = new Set(['POST /api/auth/logout', 'POST /api/auth/switchCompany', 'POST /api/auth/impersonation/start']);

let t: TestApp;
let ids: TSalesIds;
const cookies = {} as Record<TRole, string | undefined>;
beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 10_000, windowMs: 60_000 } } });
  ids = await salesIds(t);
  const sessions = await t.loginAll(Object.values(EMAILS));
  (Object.keys(EMAILS) as Exclude<TRole, 'none'>[]).forEach((role, i) => (cookies[role] = sessions[i]));
});
afterAll(() => t.close());

describe('the authorization matrix: every registered route for every demo role', () => {
  it('has an expectation for every registered route, and no expectation for a route that is gone', () => {
    expect(registeredRoutes(t.app)).toEqual(Object.keys(EXPECTED).sort());
  });

  it('answers each role what it may know, never a 5xx', async () => {
    const wrong: string[] = [];
    for (const route of registeredRoutes(t.app)) {
      const expected = EXPECTED[route];
      if (!expected) continue;
      // Read-only and strangers first, so the allowed writers still find the objects undecided.
      for (const role of ['none', 'otherCompany', 'otherLead', 'employee', 'readOnly', 'manager', 'extraManager', 'hr'] as const) {
        const request = sampleRequest(route, ids);
        // A call that ends or moves its session gets a session of its own, so the other calls keep theirs.
        const cookie = role !== 'none' && SESSION_CHANGING.has(route) ? await t.login(EMAILS[role]) : cookies[role];
        const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
        if (!accepts[expected[role]](res.statusCode))
          wrong.push(`${route} as ${role}: ${res.statusCode} (expected ${expected[role]}) ${res.body.slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Every route times every role, one after the other: it grows with each area, past the 30 s default on a busy machine.
  }, 180_000);
});
