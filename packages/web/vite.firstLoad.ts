import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { TFirstLoad } from '@signoff/contract/firstLoad';
import type { TLocale } from '@signoff/contract/format';
import { routeModules, type TRouteModules } from './vite.routeModules.ts';
import { en } from './src/i18n/en.ts';
import { nl } from './src/i18n/nl.ts';
import { fr } from './src/i18n/fr.ts';
import { FONT_FAMILY } from './src/app/fontFamily.ts';

/**
 * The modules a first load of each kind of page runs before it can draw, beyond what index.html names itself. The
 * server writes their files into the HTML it sends for a matching path (`first-load.json`), so a phone fetches them
 * beside the first file instead of after it has run: on a slow link that is a round trip and a download saved. Each
 * area's routes add their page and its query (vite.routeModules.ts), so the page's data is asked as soon as the app runs.
 */
const FIRST_LOAD: (TRouteModules & { frame?: string; title?: Record<TLocale, string> })[] = [
  { paths: '^/login$', modules: ['src/features/auth/LoginPage.tsx'], frame: 'src/app/loginFrame.html' },
  {
    paths: '^/(?!login$)',
    modules: ['src/app/AuthGate.tsx', 'src/app/Shell.tsx', 'src/shared/session.ts'],
    frame: 'src/app/loadingFrame.html',
  },
  // Every inbox page, a list or a detail, is headed by InboxLayout's title: the outline draws it (TITLE_SLOT).
  {
    paths: '^/inbox(/|$)',
    modules: ['src/app/InboxLayout.tsx'],
    title: { en: en.inbox.title, nl: nl.inbox.title, fr: fr.inbox.title },
  },
];

/** Each language's wording is one chunk (vite.config.ts); the first render waits for the one shown. */
const WORDING: Record<TLocale, string> = { en: 'src/i18n/en.ts', nl: 'src/i18n/nl.ts', fr: 'src/i18n/fr.ts' };

/** An inbox list's own path (/inbox/<tab>), as vite.routeModules.ts writes it. */
const INBOX_LIST = /^\^\/inbox\/[^/]+\$$/;

/**
 * Whether an inbox list draws the list kit's search box, read from its route's modules and the files of its own folder
 * they import (a page that keeps its list in a file beside it): the kit's ListPage draws one unless told
 * `withSearch={false}`, and a page built from the kit's parts names SearchBox. Read, not run, as the routes are.
 */
function drawsSearchBox(root: string, modules: string[]): boolean {
  const files = new Set(modules.map((module) => path.resolve(root, module)));
  for (const file of [...files])
    for (const [, sibling] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.\/[^']+\.tsx)'/g))
      files.add(path.resolve(path.dirname(file), sibling!));
  return [...files].some((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return /<SearchBox\b/.test(source) || (/<ListPage\b/.test(source) && !/withSearch=\{false\}/.test(source));
  });
}

/** Where an outline's style names the app's font stack (FONT_FAMILY), filled here. */
const FONT_FAMILY_SLOT = '%FONT_FAMILY%';

/** An HTML fragment as sent: without its comments, without the indentation between lines, in the app's font. */
const markupOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\n\s*/g, ' ')
    .replaceAll(FONT_FAMILY_SLOT, FONT_FAMILY)
    .trim();

type TChunk = { fileName: string; imports: string[]; moduleIds: string[]; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } };

export function firstLoad(): Plugin {
  let root = '';
  return {
    name: 'signoff-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is typeof output & TChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // index.html names the entry and its static imports already.
      const initial = closure(chunks.filter((chunk) => chunk.isEntry));
      function closure(from: TChunk[]): Set<TChunk> {
        const seen = new Set<TChunk>();
        const visit = (chunk: TChunk) => {
          if (seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.imports) visit(byFile.get(file)!);
        };
        from.forEach(visit);
        return seen;
      }
      const chunkOf = (module: string): TChunk => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`first-load: no chunk holds ${module}`);
        return chunk;
      };
      const filesOf = (modules: string[]) => {
        // Each file after the files it imports (a file's closure holds theirs, so it is the larger): the app's boot runs
        // them in this order, one a task (app/evaluateAhead.ts), and each then runs its own modules only.
        const needed = [...closure(modules.map(chunkOf))]
          .filter((chunk) => !initial.has(chunk))
          .sort((a, b) => closure([a]).size - closure([b]).size);
        return {
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`)),
        };
      };
      // The entry's imports that import nothing of the entry's, each after what it imports (a file's closure holds its
      // imports' closures, so it is the larger): run each in a task of its own before the entry, they run nothing of the
      // app's ahead of it.
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const evaluateFirst = [...initial]
        .filter((chunk) => chunk !== entry && !closure([chunk]).has(entry))
        .sort((a, b) => closure([a]).size - closure([b]).size)
        .map((chunk) => `/${chunk.fileName}`);
      // React's DOM is the one that matters (app/reactFirst.ts): not quietly folded back into the entry by a change of groups.
      if (!evaluateFirst.some((file) => byFile.get(file.slice(1))!.moduleIds.some((id) => id.endsWith('/src/app/reactFirst.ts'))))
        throw new Error('first-load: app/reactFirst.ts is not in a file of its own that the entry imports');
      const result: TFirstLoad = {
        pages: [...FIRST_LOAD, ...routeModules(root)].map(({ paths, modules, frame, title }: (typeof FIRST_LOAD)[number]) => ({
          paths,
          ...filesOf(modules),
          ...(frame ? { frame: markupOf(path.resolve(root, frame)) } : {}),
          ...(title ? { title } : {}),
          ...(INBOX_LIST.test(paths) && drawsSearchBox(root, modules) ? { search: true } : {}),
        })),
        searchPlaceholder: { en: en.list.searchPlaceholder, nl: nl.list.searchPlaceholder, fr: fr.list.searchPlaceholder },
        languages: Object.fromEntries(
          Object.entries(WORDING).map(([language, module]) => [language, filesOf([module]).scripts]),
        ) as TFirstLoad['languages'],
        evaluateFirst,
      };
      // Read from source, a list's search box could be missed by a page written in a new shape: not quietly.
      if (!result.pages.some((page) => page.search)) throw new Error('first-load: no inbox list was found to draw a search box');
      this.emitFile({ type: 'asset', fileName: 'first-load.json', source: JSON.stringify(result, null, 2) });
    },
  };
}
