import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../src/lazySchema.ts';

/** Every schema the contract exports, by module and name. */
async function contractSchemas(): Promise<[string, z.ZodType][]> {
  const src = path.resolve(import.meta.dirname, '../src');
  const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const out: [string, z.ZodType][] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(src, file));
    for (const [name, value] of Object.entries(module)) if (value instanceof z.ZodType) out.push([`${file} ${name}`, value]);
  }
  return out;
}

/** Inputs of every kind, so each schema answers both yes and no. */
const PROBES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '2026-12-04',
  0,
  7,
  -1,
  1.5,
  true,
  [],
  [1],
  {},
  { id: 1 },
  { page: '2', search: ' a ' },
];

const answer = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: result.error.issues };
};

describe('a lazily built schema', () => {
  it("is every schema the contract exports: each is named Z…, which is what the browser's build wraps", async () => {
    const unnamed = (await contractSchemas()).map(([name]) => name).filter((name) => !/ Z[A-Z]/.test(name));
    expect(unnamed).toEqual([]);
  });

  it('is how every module of the contract builds its schemas: none is built as a module runs, outside a Z…', () => {
    // Built outside a top-level `const Z… = …` (an endpoint's inline answer, a fields object spread into schemas, a
    // Z…'s method called), a schema is built as its module runs in the browser as well, where a page's modules' run
    // was the longest task of its load (web vite.lazySchemas.ts; decision 0021, stops 60 and 69).
    const src = path.resolve(import.meta.dirname, '../src');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const built: string[] = [];
    for (const file of files) {
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(src, file), 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node, where: string) => {
        if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return;
        const callee = ts.isCallExpression(node) ? node.expression.getText() : '';
        if (/^z\./.test(callee) || /^Z[A-Z]\w*\./.test(callee)) built.push(`${file} ${where}: ${callee}`);
        ts.forEachChild(node, (child) => visit(child, where));
      };
      for (const statement of source.statements) {
        if (ts.isVariableStatement(statement))
          for (const declaration of statement.declarationList.declarations) {
            const name = declaration.name.getText();
            if (!/^Z[A-Z]/.test(name) && declaration.initializer) visit(declaration.initializer, name);
          }
        else if (ts.isExpressionStatement(statement)) visit(statement, 'a statement');
      }
    }
    // The two lists of fields compared with the provider, whose names are read as their modules run (CAR_FIELD_NAMES,
    // PROFILE_FIELD_NAMES): built on the conflict pages only.
    const known = (line: string) => /^(cars\.ts CAR_FIELD_SCHEMAS|conflicts\.ts PROFILE_FIELD_SCHEMAS):/.test(line);
    expect(built.filter((line) => !known(line))).toEqual([]);
    expect(built.some(known)).toBe(true);
  });

  it('answers every probe as the schema itself does, for every schema of the contract, alone and inside others', async () => {
    const schemas = await contractSchemas();
    expect(schemas.length).toBeGreaterThan(300);
    for (const [name, schema] of schemas) {
      const lazy = lazySchema(() => schema);
      expect(lazy instanceof z.ZodType, name).toBe(true);
      for (const probe of PROBES) {
        expect(answer(lazy, probe), `${name} on ${JSON.stringify(probe)}`).toEqual(answer(schema, probe));
        expect(answer(z.object({ inner: lazy }), { inner: probe })).toEqual(answer(z.object({ inner: schema }), { inner: probe }));
        expect(answer(lazy.optional(), probe)).toEqual(answer(schema.optional(), probe));
      }
    }
  });

  it('is built on first use, once', () => {
    let builds = 0;
    const lazy = lazySchema(() => {
      builds += 1;
      return z.object({ email: z.email(), kind: z.enum(['a', 'b']) });
    });
    const around = z.object({ inner: lazy }).extend({ more: z.string() });
    expect(builds).toBe(0);
    expect(around.safeParse({ inner: { email: 'a@b.be', kind: 'a' }, more: '' }).success).toBe(true);
    expect(lazy.shape.email.safeParse('nope').success).toBe(false);
    expect(lazy.shape.kind.options).toEqual(['a', 'b']);
    expect(lazy.extend({ x: z.number() }).safeParse({ email: 'a@b.be', kind: 'b', x: 1 }).success).toBe(true);
    expect(builds).toBe(1);
  });

  it('can be described, copied and looked into like the schema', () => {
    const schema = z.string().min(2);
    const lazy = lazySchema(() => schema);
    expect(lazy.describe('two or more').description).toBe('two or more');
    expect(Object.keys({ ...lazy })).toEqual(Object.keys({ ...schema }));
    expect(Object.getOwnPropertyDescriptor(lazy, '_zod')?.value).toBe(schema._zod);
    expect('_zod' in lazy).toBe(true);
    expect(z.toJSONSchema(z.object({ name: lazy }))).toEqual(z.toJSONSchema(z.object({ name: schema })));
  });
});
