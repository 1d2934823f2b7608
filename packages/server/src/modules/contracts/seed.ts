import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { contractTemplates, contracts } from '../../db/schema/contracts.ts';
import type { TAreaSeed } from '../../seed/types.ts';
import { statusesOf } from './service.ts';
import { DEMO_SIGNATURE_PNG } from './demoSignature.ts';

const EMPLOYMENT = `<h1>Employment contract</h1>
<p>Between <strong>#company_name</strong>, the employer, and <strong>#employee_name</strong>, the employee, it is agreed as follows.</p>
<h2>1. Start and role</h2>
<p>#employee_first_name starts on #start_date as <em>#job_title</em>, for an indefinite term.</p>
<h2>2. Pay and benefits</h2>
<ul><li>A gross monthly salary as set out in the annex.</li><li>Meal vouchers for every day worked.</li><li>A hospitalisation insurance.</li></ul>
<h2>3. Working time</h2>
<p>38 hours a week, Monday to Friday, with the flexible hours of the work rules.</p>
<div class="page-break"></div>
<h2>4. Notice</h2>
<p>Notice is given as the law provides. Signed in two copies on #today.</p>`;

const TELEWORK = `<h1>Telework addendum</h1>
<p>This addendum to the employment contract of #employee_name with #company_name allows structural telework from #start_date.</p>
<ol><li>Up to two days a week from home.</li><li>A monthly office allowance of EUR 148.73.</li><li>Either party may end it with one month's notice.</li></ol>`;

const CONFIDENTIALITY = `<h1>Confidentiality agreement</h1>
<p>#employee_first_name #employee_last_name keeps confidential what they learn about #company_name's customers, prices and plans.</p>`;

/**
 * Acme: three templates (employment contracts signed by Sales' manager then Operations' lead, telework addenda by HR,
 * confidentiality agreements without an internal signature) and contracts of Sales and other teams in every state:
 * waiting for Marie, for Olivier after Marie, for the employee only, and fully signed. Globex: one of its own.
 */
export const seedContracts: TAreaSeed = async (tx, { acme, globex }) => {
  const { companyId, employees: e, users: u, teamOf } = acme;
  const [employment, telework, confidentiality] = await tx
    .insert(contractTemplates)
    .values([
      {
        companyId,
        name: 'Employment contract',
        type: 'employment_contract' as const,
        contentHtml: EMPLOYMENT,
        internalSignatureRequired: true,
        internalSignerUserId: u.manager,
        secondInternalSignerUserId: u.ops,
      },
      {
        companyId,
        name: 'Telework addendum',
        type: 'addendum' as const,
        contentHtml: TELEWORK,
        internalSignatureRequired: true,
        internalSignerUserId: u.hr,
      },
      { companyId, name: 'Confidentiality agreement', type: 'policy' as const, contentHtml: CONFIDENTIALITY },
    ])
    .returning();
  const sales = Object.keys(e).filter((key) => teamOf[key] === 'Sales' && key.startsWith('p'));
  const others = Object.keys(e).filter((key) => teamOf[key] !== 'Sales' && key.startsWith('p'));
  type TStage = 'new' | 'first' | 'internal' | 'all';
  const plans: { who: string | undefined; template: typeof employment; stage: TStage; daysAgo: number }[] = [
    { who: sales[0], template: employment, stage: 'new', daysAgo: 1 },
    { who: sales[1], template: employment, stage: 'new', daysAgo: 2 },
    { who: sales[2], template: employment, stage: 'first', daysAgo: 4 },
    { who: sales[3], template: employment, stage: 'internal', daysAgo: 9 },
    { who: sales[4], template: employment, stage: 'all', daysAgo: 30 },
    { who: others[0], template: telework, stage: 'new', daysAgo: 3 },
    { who: others[1], template: telework, stage: 'all', daysAgo: 40 },
    { who: others[2], template: confidentiality, stage: 'new', daysAgo: 5 },
  ];
  for (const plan of plans) {
    if (plan.who === undefined || !plan.template) continue;
    const t = plan.template;
    const created = dayjs().subtract(plan.daysAgo, 'day');
    const signedAt = (afterDays: number) => created.add(afterDays, 'day').toDate();
    const first = t.internalSignatureRequired && plan.stage !== 'new';
    const second = first && t.secondInternalSignerUserId !== null && plan.stage !== 'first';
    const employee = plan.stage === 'all';
    const row = {
      companyId,
      employeeId: e[plan.who]!,
      templateId: t.id,
      templateName: t.name,
      name: `${t.name} ${created.format('YYYY')}`,
      contentHtml: t.contentHtml,
      shortcodeValues: (t.id === employment!.id ? { job_title: 'Account executive' } : {}) as Record<string, string>,
      internalSignatureRequired: t.internalSignatureRequired,
      internalSignerUserId: t.internalSignerUserId,
      secondInternalSignerUserId: t.secondInternalSignerUserId,
      internalSignedAt: first ? signedAt(1) : null,
      internalSignedName: first ? (t.internalSignerUserId === u.manager ? 'Marie Dubois' : 'Hanna Janssens') : null,
      internalSignature: first ? DEMO_SIGNATURE_PNG : null,
      secondSignedAt: second ? signedAt(2) : null,
      secondSignedName: second ? 'Olivier Maes' : null,
      secondSignature: second ? DEMO_SIGNATURE_PNG : null,
      employeeSignedAt: employee ? signedAt(3) : null,
      employeeSignature: employee ? DEMO_SIGNATURE_PNG : null,
      createdByUserId: u.hr,
      createdAt: created.toDate(),
    };
    await tx.insert(contracts).values({ ...row, ...statusesOf({ ...row, employeeSignatureRequired: true }) });
  }
  // Globex's seed hands over its HR person, not their login: the signer is the login.
  const [globexHr] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'hr@globex.test'));
  const [globexTemplate] = await tx
    .insert(contractTemplates)
    .values({
      companyId: globex.companyId,
      name: 'Arbeidsovereenkomst',
      type: 'employment_contract',
      contentHtml: '<p>#employee_name</p>',
      internalSignatureRequired: true,
      internalSignerUserId: globexHr!.id,
    })
    .returning();
  await tx.insert(contracts).values({
    companyId: globex.companyId,
    employeeId: globex.staff[0]!,
    templateId: globexTemplate!.id,
    templateName: globexTemplate!.name,
    name: 'Arbeidsovereenkomst',
    contentHtml: globexTemplate!.contentHtml,
    internalSignatureRequired: true,
    internalSignerUserId: globexHr!.id,
  });
};
