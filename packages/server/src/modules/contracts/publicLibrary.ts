import type { TContractTemplateType } from '@signoff/contract/contracts';

/** A template of the public library: shared by every company, read-only, copied into a contract when used. */
export type TPublicLibraryTemplate = {
  id: number;
  name: string;
  type: TContractTemplateType;
  language: 'en' | 'nl' | 'fr';
  content_html: string;
};

/**
 * The public library (spec 02 §7.8 names its list and detail calls, no more). Ours is a small set of model texts kept
 * in code: they change with a release, never per company, so a table would only add a migration per wording fix.
 */
export const PUBLIC_LIBRARY: readonly TPublicLibraryTemplate[] = [
  {
    id: 1,
    name: 'Employment contract (indefinite term)',
    type: 'employment_contract',
    language: 'en',
    content_html: `<h1>Employment contract</h1>
<p>Between <strong>#company_name</strong>, the employer, and <strong>#employee_name</strong>, the employee.</p>
<h2>1. Start and term</h2>
<p>The employee starts on #start_date for an indefinite term.</p>
<h2>2. Duties</h2>
<p>The employee carries out the duties of the role as agreed with their manager.</p>
<h2>3. Working time</h2>
<ul><li>38 hours a week, Monday to Friday.</li><li>Overtime only on the manager's request.</li></ul>
<p>Signed on #today.</p>`,
  },
  {
    id: 2,
    name: 'Telework addendum',
    type: 'addendum',
    language: 'en',
    content_html: `<h1>Telework addendum</h1>
<p>This addendum to the employment contract of #employee_name with #company_name allows structural telework.</p>
<ol><li>Up to two days a week from home.</li><li>A monthly allowance covers office costs.</li><li>Either party may end it with one month's notice.</li></ol>`,
  },
  {
    id: 3,
    name: 'Confidentiality agreement',
    type: 'policy',
    language: 'en',
    content_html: `<h1>Confidentiality agreement</h1>
<p>#employee_first_name keeps confidential what they learn about #company_name's customers, prices and plans, during and after employment.</p>`,
  },
];

export const publicLibraryTemplate = (id: number) => PUBLIC_LIBRARY.find((t) => t.id === id);
