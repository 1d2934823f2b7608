import path from 'node:path';

type TModuleInfo = { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type TChunkingContext = { getModuleInfo(id: string): TModuleInfo | null };

/**
 * The pages a person lands on: signing in, the signed-in frame, every list and every detail page. A page's dialogs are
 * not among them when the page imports them lazily (shared/lazyDialog.tsx).
 */
const DRAW_ROOTS = /\/src\/(app\/(Shell|AuthGate|InboxLayout)|features\/.*(ListPage|DetailPage|LoginPage))\.tsx$/;
const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');
const APP = path.resolve(import.meta.dirname, 'src/app/App.tsx');

/** `{ a, b as c }` of an import or re-export: the names as the exporting module calls them, each with its local name. */
function namesIn(braces: string): [exported: string, local: string][] {
  return braces
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name, local]) => [name!, local ?? name!]);
}

/** The module a bare specifier (`"@mantine/core"`) of this module resolved to. */
const packageImported = (info: TModuleInfo, specifier: string) =>
  info.importedIds.find((imported) => imported.includes(`/node_modules/${specifier}/`));

const IMPORT_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const NAMESPACE_FROM = /import\s*\*\s*as\s*(\w+)\s*from\s*["']([^"']+)["']/g;

/**
 * A library's index that only gathers its modules (`import { X } from "./X.mjs"; export { X }`): for each name it
 * exports, the module that defines it. Null for any module that does more, which is then taken whole.
 */
function barrelOf(id: string, info: TModuleInfo): Map<string, string> | null {
  if (!id.includes('/node_modules/') || !info.code) return null;
  const rest = info.code
    .replace(IMPORT_FROM, '')
    .replace(NAMESPACE_FROM, '')
    .replace(/export\s*\{[^}]*\};?/g, '');
  if (rest.replace(/\/\/.*|\/\*[\s\S]*?\*\/|;/g, '').trim()) return null;
  const byName = new Map<string, string>();
  for (const [, braces, from] of info.code.matchAll(IMPORT_FROM)) {
    const target = from!.startsWith('.') ? path.resolve(path.dirname(id), from!) : packageImported(info, from!);
    if (!target) return null;
    for (const [, local] of namesIn(braces!)) byName.set(local, target);
  }
  for (const [, local, from] of info.code.matchAll(NAMESPACE_FROM)) {
    if (!from!.startsWith('.')) return null;
    byName.set(local!, path.resolve(path.dirname(id), from!));
  }
  // The final `export { local as public }` renames a few (`transitions as MANTINE_TRANSITIONS`).
  for (const [, braces] of info.code.matchAll(/export\s*\{([^}]*)\};?\s*$/g))
    for (const [local, exported] of namesIn(braces!)) if (local !== exported && byName.has(local)) byName.set(exported, byName.get(local)!);
  return byName;
}

/**
 * The modules a first draw of any of those pages runs, found through their static imports; a library's index counts
 * for the modules of the names imported from it, not for all it gathers (Mantine's index gathers every component).
 */
function firstDrawModules(ctx: TChunkingContext): Set<string> {
  const all = new Set<string>();
  const discover = (id: string) => {
    if (all.has(id)) return;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) discover(next);
  };
  discover(ENTRY);

  const drawn = new Set<string>();
  const visit = (id: string) => {
    if (drawn.has(id)) return;
    drawn.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    const viaBarrel = new Set<string>();
    for (const [, braces, from] of info.code?.matchAll(IMPORT_FROM) ?? []) {
      if (from!.startsWith('.') || from!.startsWith('/')) continue;
      const barrelId = packageImported(info, from!);
      const barrel = barrelId && ctx.getModuleInfo(barrelId);
      const byName = barrel && barrelOf(barrelId, barrel);
      if (!byName) continue;
      const targets = namesIn(braces!).map(([exported]) => byName.get(exported));
      if (targets.some((target) => !target)) continue;
      viaBarrel.add(barrelId);
      targets.forEach((target) => visit(target!));
    }
    for (const next of info.importedIds) if (!viaBarrel.has(next)) visit(next);
  };
  for (const id of all) if (DRAW_ROOTS.test(id)) visit(id);
  // What the app's frame loads lazily on every page (the toasts' container).
  for (const id of ctx.getModuleInfo(APP)?.dynamicallyImportedIds ?? []) visit(id);
  return drawn;
}

/**
 * The chunk group of a module many pages share: `name` when the first draw of some page runs it, else none, so Rolldown
 * places it with the forms and dialogs that use it and a list or a detail page does not fetch what it shows only after
 * a click. A module's place changes only what is fetched when, never what runs.
 */
export function firstDrawGroup(name: string) {
  let drawn: Set<string> | null = null;
  return (id: string, ctx: TChunkingContext): string | null => {
    drawn ??= firstDrawModules(ctx);
    return drawn.has(id) ? name : null;
  };
}
