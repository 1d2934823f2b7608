import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';
import type { TContractDetailResponse } from '@signoff/contract/contracts';
import { DEMO_SIGNATURE_PNG } from '../src/modules/contracts/demoSignature.ts';

let t: TestApp;
let hr: string, manager: string, ops: string, employee: string, readonly: string, globex: string, eng: string;

beforeAll(async () => {
  t = await createTestApp();
  [hr, manager, ops, employee, readonly, globex, eng] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'olivier.maes@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string, string, string];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
const ok = <T = unknown>(res: Awaited<ReturnType<typeof get>>): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as T;
};

const SIGNATURE = `data:image/png;base64,${DEMO_SIGNATURE_PNG}`;

/** A PNG of any size (white), to try the size limits with real images. */
function png(width: number, height: number): string {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 255);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

async function userId(email: string) {
  return (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email])).id;
}
async function personId(name: string) {
  return (await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = $1`, [name])).id;
}
async function templateId(name: string) {
  return (await t.one<{ id: number }>(`SELECT id FROM contract_templates WHERE name = $1`, [name])).id;
}
const pendingCount = async (cookie: string) =>
  ok<Record<string, number>>(await get(cookie, '/api/inbox/counts')).count_pending_internal_contracts ?? 0;

/** HR makes a contract for a Sales person from the employment template (Marie signs first, Olivier second). */
async function newEmploymentContract(person = 'Evan Peeters') {
  return ok<{ contract_id: number }>(
    await post(hr, '/api/contracts/addToEmployee', {
      employee_id: await personId(person),
      contract_name: 'Employment contract (test)',
      contract_template_id: await templateId('Employment contract'),
    }),
  ).contract_id;
}

describe('templates: stored HTML is sanitized', () => {
  const HOSTILE = [
    '<h1 onclick="steal()">Contract for #employee_name</h1>',
    '<script>alert(document.cookie)</script>',
    '<p onmouseover="alert(1)">Starts on #start_date <img src=x onerror="alert(2)"></p>',
    '<a href="javascript:alert(3)">click</a> <a href="JaVaScRiPt:alert(4)">again</a> <a href="  javascript:alert(5)">spaced</a>',
    '<a href="https://example.com/terms" onclick="x()">terms</a>',
    '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg onload="alert(6)"></svg>',
    '<ul><li>One</li><li>Two</li></ul><div class="page-break" style="color:red" id="x"></div>',
  ].join('\n');

  it('keeps structure and shortcodes; drops scripts, event handlers and javascript: URLs on the way in and out', async () => {
    const id = ok<{ template_id: number }>(await post(hr, '/api/contract_template/add', { name: 'Hostile', type: 'other' })).template_id;
    ok(await post(hr, '/api/contract_template/edit', { template_id: id, name: 'Hostile', content_html: HOSTILE }));
    const stored = ok<{ template: { content_html: string } }>(await get(hr, `/api/contract_template/${id}/detail`)).template.content_html;
    for (const html of [
      stored,
      (await t.one<{ content_html: string }>(`SELECT content_html FROM contract_templates WHERE id = $1`, [id])).content_html,
    ]) {
      expect(html).not.toMatch(/<script|<iframe|<style|<svg|<img/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/alert\(/);
      expect(html).toContain('<h1>Contract for #employee_name</h1>');
      expect(html).toContain('<ul><li>One</li><li>Two</li></ul>');
      expect(html).toContain('<div class="page-break"></div>');
      expect(html).toContain('href="https://example.com/terms"');
    }
    // A contract made from it renders the shortcodes with escaped values and stays clean.
    await post(hr, '/api/contract_template/editSignatureRequirements', { template_id: id, internal_signature_required: false });
    const contractId = ok<{ contract_id: number }>(
      await post(hr, '/api/contracts/addToEmployee', {
        employee_id: await personId('Evan Peeters'),
        contract_name: 'Hostile',
        contract_template_id: id,
      }),
    ).contract_id;
    // A value that is markup is shown as text, never run.
    await t.sql(`UPDATE employees SET name = $1 WHERE name = 'Evan Peeters'`, ['Evan <img src=x onerror=alert(7)> Peeters']);
    try {
      const contract = ok<{ contract: { rendered_html: string } }>(await get(hr, `/api/contract/${contractId}/detail`)).contract;
      expect(contract.rendered_html).toContain('<h1>Contract for Evan &lt;img src=x onerror=alert(7)&gt; Peeters</h1>');
      expect(contract.rendered_html).not.toMatch(/<img|javascript:|<script/i);
    } finally {
      await t.sql(`UPDATE employees SET name = 'Evan Peeters' WHERE name LIKE 'Evan <img%'`);
    }
  });

  it('lists the standard hashtags and the custom ones the templates use', async () => {
    const { hashtags } = ok<{ hashtags: { shortcode: string; is_standard: boolean }[] }>(await get(hr, '/api/contract_template/hashtags'));
    expect(hashtags).toContainEqual({ shortcode: 'employee_first_name', is_standard: true });
    expect(hashtags).toContainEqual({ shortcode: 'start_date', is_standard: true });
    expect(hashtags).toContainEqual({ shortcode: 'job_title', is_standard: false });
  });

  it('refuses templates to people without the permission, another company’s template, and bad input', async () => {
    const id = await templateId('Employment contract');
    expect((await get(manager, '/api/contract_template/list')).statusCode).toBe(403);
    expect((await get(globex, `/api/contract_template/${id}/detail`)).statusCode).toBe(404);
    expect((await post(globex, '/api/contract_template/edit', { template_id: id, name: 'x', content_html: '' })).statusCode).toBe(404);
    expect((await post(readonly, '/api/contract_template/add', { name: 'x', type: 'other' })).statusCode).toBe(403);
    for (const body of [{ name: '', type: 'other' }, { name: 'x', type: 'poem' }, { name: 'x'.repeat(201), type: 'other' }, {}]) {
      const res = await post(hr, '/api/contract_template/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
    const res = await post(hr, '/api/contract_template/editSignatureRequirements', {
      template_id: id,
      internal_signature_required: true,
      internal_signer_user_id: await userId('hr@globex.test'),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toHaveProperty('internal_signer_user_id');
  });
});

describe('signing internally', () => {
  it('lands in the first signer’s inbox and count, fills the shortcodes, and lists the signers in order', async () => {
    const before = await pendingCount(manager);
    const id = await newEmploymentContract();
    expect(await pendingCount(manager)).toBe(before + 1);
    const list = ok<{ items: { id: number; name: string; template_name: string; status: string; internal_status: string }[] }>(
      await get(manager, '/api/inbox/contracts/list?status=pending'),
    );
    expect(list.items[0]).toMatchObject({
      id,
      name: 'Evan Peeters',
      template_name: 'Employment contract',
      status: 'pending',
      internal_status: 'pending',
    });
    const detail = ok<TContractDetailResponse>(await get(manager, `/api/contract/${id}/detail`));
    expect(detail.can_sign_as).toBe('internal');
    expect(detail.contract.rendered_html).toContain('Evan starts on');
    expect(detail.contract.rendered_html).toContain('<strong>Evan Peeters</strong>');
    expect(detail.contract.rendered_html).toContain('#job_title');
    expect(detail.contract.signers.map((s) => [s.role, s.status, s.can_sign_now])).toEqual([
      ['employee', 'pending', true],
      ['internal', 'pending', true],
      ['second_internal', 'pending', false],
    ]);
    expect(ok<TContractDetailResponse>(await get(ops, `/api/contract/${id}/detail`)).can_sign_as).toBeNull();
  });

  it('takes the first signer, then the second, in that order; a signed contract’s text is frozen (409 on edit)', async () => {
    const id = await newEmploymentContract();
    const sign = (cookie: string, isSecond: boolean) =>
      post(cookie, '/api/contract/signInternally', {
        contract_id: id,
        name: 'Signer',
        base64_signature: SIGNATURE,
        is_second_signer: isSecond,
      });

    const early = await sign(ops, true);
    expect(early.statusCode).toBe(409);
    expect(json(early).code).toBe('SIGNING_ORDER');
    expect((await sign(ops, false)).statusCode).toBe(403);
    expect((await sign(hr, false)).statusCode).toBe(403);

    const opsBefore = await pendingCount(ops);
    const managerBefore = await pendingCount(manager);
    expect(ok(await sign(manager, false))).toEqual({ contract_id: id, internal_status: 'pending', status: 'pending' });
    expect(await pendingCount(manager)).toBe(managerBefore - 1);
    expect(await pendingCount(ops)).toBe(opsBefore + 1);
    expect(json(await sign(manager, false)).code).toBe('ALREADY_SIGNED');

    const edit = await post(hr, '/api/contracts/edit', { contract_id: id, content_html: '<p>Changed</p>' });
    expect(edit.statusCode).toBe(409);
    expect(json(edit).code).toBe('ALREADY_SIGNED');

    expect(ok(await sign(ops, true))).toEqual({ contract_id: id, internal_status: 'closed', status: 'pending' });
    expect(await pendingCount(ops)).toBe(opsBefore);
    expect((await sign(ops, true)).statusCode).toBe(409);

    const detail = ok<TContractDetailResponse>(await get(hr, `/api/contract/${id}/detail`));
    expect(detail.contract).toMatchObject({ internal_status: 'closed', status: 'pending', is_signed: true });
    expect(detail.contract.signers.find((s) => s.role === 'second_internal')).toMatchObject({
      status: 'closed',
      signed_name: 'Signer',
    });
    // The text signed is kept: a later rename of the person does not change it.
    await t.sql(`UPDATE employees SET name = 'Evan Renamed' WHERE name = 'Evan Peeters'`);
    try {
      expect(ok<TContractDetailResponse>(await get(hr, `/api/contract/${id}/detail`)).contract.rendered_html).toContain('Evan Peeters');
    } finally {
      await t.sql(`UPDATE employees SET name = 'Evan Peeters' WHERE name = 'Evan Renamed'`);
    }
    const history = await t.sql<{ action: string }>(
      `SELECT action FROM request_decisions WHERE area = 'contracts' AND request_id = $1 ORDER BY id`,
      [id],
    );
    expect(history.map((h) => h.action)).toEqual(['signed_internal', 'signed_second_internal']);
  });

  it('checks the drawn signature: a PNG of sane size, as base64', async () => {
    const id = await newEmploymentContract();
    const cases: [string, string][] = [
      ['not base64 at all!', 'INVALID_SIGNATURE'],
      [Buffer.from('GIF89a not a png at all, just some bytes').toString('base64'), 'INVALID_SIGNATURE'],
      [png(5, 5), 'INVALID_SIGNATURE'],
      [png(5000, 30), 'INVALID_SIGNATURE'],
      [DEMO_SIGNATURE_PNG.slice(0, 200), 'INVALID_SIGNATURE'],
      ['', 'VALIDATION'],
    ];
    for (const [signature, code] of cases) {
      const res = await post(manager, '/api/contract/signInternally', { contract_id: id, name: 'Marie', base64_signature: signature });
      expect(res.statusCode, signature.slice(0, 40)).toBe(400);
      expect(json(res).code).toBe(code);
    }
    expect(
      (await post(manager, '/api/contract/signInternally', { contract_id: id, name: '  ', base64_signature: SIGNATURE })).statusCode,
    ).toBe(400);
    expect(
      ok(await post(manager, '/api/contract/signInternally', { contract_id: id, name: 'Marie', base64_signature: png(600, 200) })),
    ).toMatchObject({
      internal_status: 'pending',
    });
  });

  it('two clicks of the same signer at once: one signs, the other gets a 409', async () => {
    const id = await newEmploymentContract();
    const body = { contract_id: id, name: 'Marie', base64_signature: SIGNATURE };
    const answers = await Promise.all([
      post(manager, '/api/contract/signInternally', body),
      post(manager, '/api/contract/signInternally', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('hides contracts from other companies, other teams and the employee; read-only cannot sign', async () => {
    const id = await newEmploymentContract();
    for (const cookie of [globex, eng, employee]) expect((await get(cookie, `/api/contract/${id}/detail`)).statusCode).toBe(404);
    const asGlobex = await post(globex, '/api/contract/signInternally', { contract_id: id, name: 'x', base64_signature: SIGNATURE });
    expect(asGlobex.statusCode).toBe(404);
    expect((await get(readonly, `/api/contract/${id}/detail`)).statusCode).toBe(200);
    expect(
      (await post(readonly, '/api/contract/signInternally', { contract_id: id, name: 'x', base64_signature: SIGNATURE })).statusCode,
    ).toBe(403);
    expect(ok<{ items: unknown[] }>(await get(eng, '/api/inbox/contracts/list?status=all')).items).toEqual([]);
    expect(
      (
        await post(hr, '/api/contracts/addToEmployee', {
          employee_id: await personId('Greta Visser'),
          contract_name: 'x',
          contract_template_id: await templateId('Employment contract'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(hr, '/api/contracts/addToEmployee', {
          employee_id: await personId('Evan Peeters'),
          contract_name: 'x',
          contract_template_id: await templateId('Arbeidsovereenkomst'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(manager, '/api/contracts/addToEmployee', {
          employee_id: await personId('Evan Peeters'),
          contract_name: 'x',
          contract_template_id: await templateId('Employment contract'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('filters the list: closed rows have neither signature pending', async () => {
    const all = ok<{ items: { status: string; internal_status: string }[] }>(await get(hr, '/api/inbox/contracts/list?status=all')).items;
    const closed = ok<{ items: { status: string; internal_status: string }[] }>(
      await get(hr, '/api/inbox/contracts/list?status=closed'),
    ).items;
    const pending = ok<{ items: { status: string; internal_status: string }[] }>(
      await get(hr, '/api/inbox/contracts/list?status=pending'),
    ).items;
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.status === 'closed' && r.internal_status === 'closed')).toBe(true);
    expect(pending.every((r) => r.status === 'pending' || r.internal_status === 'pending')).toBe(true);
    expect(closed.length + pending.length).toBe(all.length);
    expect((await get(hr, '/api/inbox/contracts/list?status=open')).statusCode).toBe(400);
    const waiting = ok<{ contracts: { id: number }[] }>(await get(manager, '/api/contract/pendingInternal')).contracts;
    expect(waiting.length).toBe(await pendingCount(manager));
    expect(ok<{ count: number }>(await get(hr, `/api/contracts/count?user_id=${await userId('manager@acme.test')}`)).count).toBeGreaterThan(
      0,
    );
  });
});
