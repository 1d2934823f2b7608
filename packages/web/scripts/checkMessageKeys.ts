/**
 * Every wording key the web names literally — t('area.key'), i18n.t('area.key') — exists in the English messages
 * (and so in nl and fr, which are typed by them). i18next shows a missing key as the key itself, which no type check
 * catches: `t` accepts any string. Keys built at run time (t(`area.kind.${kind}`)) are not checked here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SRC = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = filesUnder(SRC);
const english: Record<string, unknown> = { ...((await import(pathToFileURL(path.join(SRC, 'i18n/en.ts')).href)) as { en: object }).en };

// Each area's and widget's wording lives under its key: `key: 'x'` and `en: async () => (await import('./y.en.ts')).en`.
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const key = /\bkey:\s*'([^']+)'/.exec(text)?.[1];
  const loader = /\ben:\s*async\s*\(\)\s*=>\s*\(await import\('([^']+)'\)\)\.en/.exec(text)?.[1];
  if (!key || !loader) continue;
  const module = (await import(pathToFileURL(path.resolve(path.dirname(file), loader)).href)) as { en: unknown };
  english[key] = module.en;
}

function has(key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = english;
  for (const part of parts) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return false;
  const holder = node as Record<string, unknown>;
  // A plural key is stored as key_one, key_other (and key_zero, key_many where a language has them).
  return last in holder || `${last}_other` in holder;
}

const missing: string[] = [];
let checked = 0;
const literal = /\bt\(\s*'([A-Za-z][\w.-]*)'/g;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(literal)) {
    const key = match[1]!;
    // A key with no area part is not a wording key (a test's t('x') or a translate helper's argument).
    if (!key.includes('.')) continue;
    checked += 1;
    if (!has(key)) missing.push(`${path.relative(SRC, file)}: ${key}`);
  }
}

if (missing.length > 0) {
  console.error(`Wording keys named in the code but missing from the English messages:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`${checked} literal wording keys named in the code: each exists in the English messages.`);
