import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A route of an area: the paths it matches (a regular expression's source) and the modules its `lazy` and `loader` import. */
export type TRouteModules = { paths: string; modules: string[] };

/** The pages a person lands on, each of which some route must name (the build fails otherwise). */
const LANDING_PAGE = /(ListPage|DetailPage)\.tsx$/;

const ROUTE_LISTS: Record<string, string> = { inboxRoutes: '/inbox/', appRoutes: '' };

/** `/inbox/expenses/:request_id` as a regular expression's source matching the whole path. */
const pathPattern = (route: string) =>
  `^${route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')}$`;

/**
 * Every route of the web areas (`src/features/**\/area.tsx`) with the modules it fetches when it matches, read from the
 * areas' source: a route's `lazy` and `loader` import its page and its page's query with `import('./…')`, directly or
 * through a constant of the same file (conflicts' two detail routes share one). Read, not run: running the areas would
 * run the app. A landing page (a list or a detail page) that no route is found to import fails the build, so a route
 * written in a shape this does not read is noticed instead of quietly losing its early fetch.
 */
export function routeModules(root: string): TRouteModules[] {
  const features = path.join(root, 'src/features');
  const files = fs.readdirSync(features, { recursive: true, encoding: 'utf8' }).map((file) => path.join(features, file));
  const routes = files.filter((file) => path.basename(file) === 'area.tsx').flatMap(routesOf);
  const named = new Set(routes.flatMap((route) => route.modules));
  const missed = files.filter((file) => LANDING_PAGE.test(file) && !named.has(file));
  if (missed.length) throw new Error(`route modules: no route of an area.tsx was found to import ${missed.join(', ')}`);
  return routes.map(({ paths, modules }) => ({ paths, modules: modules.map((module) => path.relative(root, module)) }));
}

function routesOf(file: string): TRouteModules[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);

  /** An expression as the object it stands for: a literal, a constant of the file, or a call of one returning a literal. */
  const objectOf = (node: ts.Expression): ts.ObjectLiteralExpression | null => {
    if (ts.isParenthesizedExpression(node)) return objectOf(node.expression);
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isIdentifier(node) && constants.has(node.text)) return objectOf(constants.get(node.text)!);
    if (ts.isCallExpression(node)) return objectOf(node.expression);
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return objectOf(node.body);
    return null;
  };
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)
      ?.initializer;
  /** The files `import('./…')` names anywhere under a node, following the file's constants it uses. */
  const importsUnder = (node: ts.Node, seen = new Set<string>()): string[] => {
    const found: string[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = child.arguments;
        if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.'))
          found.push(path.resolve(path.dirname(file), specifier.text));
      } else if (ts.isIdentifier(child) && constants.has(child.text) && !seen.has(child.text)) {
        seen.add(child.text);
        found.push(...importsUnder(constants.get(child.text)!, seen));
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return found;
  };

  const routes: TRouteModules[] = [];
  // A child route draws inside its parents: its first load needs theirs too.
  const walk = (elements: ts.NodeArray<ts.Expression>, base: string, inherited: string[]) => {
    for (const element of elements) {
      const route = objectOf(element);
      const routePath = route && property(route, 'path');
      if (!route || !routePath || !ts.isStringLiteral(routePath)) continue;
      const full = routePath.text.startsWith('/') ? routePath.text : `${base.replace(/\/$/, '')}/${routePath.text}`;
      const own = ['lazy', 'loader'].flatMap((name) => {
        const initializer = property(route, name);
        return initializer ? importsUnder(initializer) : [];
      });
      const modules = [...new Set([...inherited, ...own])];
      if (own.length) routes.push({ paths: pathPattern(full), modules });
      const children = property(route, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children.elements, full, modules);
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text in ROUTE_LISTS &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      walk(node.initializer.elements, ROUTE_LISTS[node.name.text]!, []);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}
