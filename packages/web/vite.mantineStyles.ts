import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const LIST = 'src/app/mantineStyles.ts';
const LIST_FILE = path.join(import.meta.dirname, LIST);
/** Mantine's global styles: listed always, no component stands for them. */
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

/**
 * Checks `src/app/mantineStyles.ts` against the bundle: every Mantine component bundled has its styles listed (each
 * `X.module.mjs` of @mantine/core is the class names of `styles/X.css`), nothing is listed that no component uses, and
 * the list keeps the order of @mantine/core/styles.css. A build that breaks one of these fails with what to change.
 */
export function mantineStyles(): Plugin {
  return {
    name: 'signoff-mantine-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          for (const id of output.moduleIds) {
            const component = /@mantine\/core\/esm\/.*\/([^/]+)\.module\.mjs$/.exec(id)?.[1];
            if (component) used.add(component);
          }
      const listed = [...fs.readFileSync(LIST_FILE, 'utf8').matchAll(/'@mantine\/core\/styles\/([^']+)\.css'/g)].map((m) => m[1]!);
      const missing = [...used].filter((component) => !listed.includes(component));
      const unused = listed.filter((name) => !used.has(name) && !GLOBAL.includes(name));
      const order = stylesOrder();
      const sorted = [...listed].sort((a, b) => order(a) - order(b));
      const problems = [
        missing.length ? `add the styles of ${missing.join(', ')}` : '',
        unused.length ? `remove the styles of ${unused.join(', ')} (no component bundled uses them)` : '',
        GLOBAL.some((name) => !listed.includes(name)) ? `keep ${GLOBAL.join(', ')}` : '',
        missing.length || unused.length || listed.join() === sorted.join() ? '' : `order them as Mantine does: ${sorted.join(', ')}`,
      ].filter(Boolean);
      if (problems.length) this.error(`${LIST}: ${problems.join('; ')}.`);
    },
  };
}

/** A style's position in @mantine/core/styles.css, which is its components' files one after the other. */
function stylesOrder(): (name: string) => number {
  const core = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const whole = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
  return (name) =>
    whole.indexOf(
      fs
        .readFileSync(path.join(core, 'styles', `${name}.css`), 'utf8')
        .trim()
        .slice(0, 300),
    );
}
