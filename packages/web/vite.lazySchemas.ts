import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CONTRACT = `${path.resolve(import.meta.dirname, '../contract/src')}/`;
const LAZY_SCHEMA = `${CONTRACT}lazySchema.ts`;
/** The contract's naming rule for a schema: `ZId`, `ZExpenseDetailResponseSchema`. */
const SCHEMA_NAME = /^Z[A-Z]/;

type TNode = { type: string; start: number; end: number };
type TDeclarator = TNode & { id: TNode & { name?: string }; init: TNode | null };
type TStatement = TNode & { declaration?: TStatement | null; declarations?: TDeclarator[] };

/**
 * The browser's build of the contract builds each schema when first used (the contract's lazySchema.ts): every
 * top-level `const Z… = …` becomes `lazySchema(() => …)`. The server, the server's render and the tests keep the
 * contract as written.
 */
export function lazySchemas(): Plugin {
  return {
    name: 'signoff-lazy-schemas',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: { include: [new RegExp(`^${CONTRACT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}.*\\.ts$`)] } },
      handler(code, id) {
        const edited = new MagicString(code);
        let wrapped = 0;
        for (const statement of this.parse(code).body as unknown as TStatement[]) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { id: name, init } of declaration.declarations ?? []) {
            if (!name.name || !SCHEMA_NAME.test(name.name) || !init || /Function/.test(init.type)) continue;
            // Positions are checked against the text so a parser counting bytes, not characters, fails the build.
            if (code.slice(name.start, name.end) !== name.name) this.error(`${id}: could not place ${name.name}`);
            edited.prependLeft(init.start, '__lazySchema(() => (').appendRight(init.end, '))');
            wrapped += 1;
          }
        }
        if (!wrapped) return null;
        edited.prepend(`import { lazySchema as __lazySchema } from ${JSON.stringify(LAZY_SCHEMA)};\n`);
        return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
