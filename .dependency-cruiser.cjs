// The layering of the code, checked on every `npm run lint`: features never import features; shared code never
// imports features or the app shell; server routes never reach the SQL layer; the contract depends on nothing of ours.
const fs = require('node:fs');
const path = require('node:path');

const web = 'packages/web/src';
const server = 'packages/server/src';

/** Every feature folder (an area's own home on the web): features/<name>, or features/<group>/<name> for a group. */
function featureFolders() {
  const root = path.join(web, 'features');
  const out = [];
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const entries = fs.readdirSync(dir);
    const isGroup = !entries.some((c) => /\.(ts|tsx)$/.test(c));
    if (isGroup) for (const child of entries) out.push(`${name}/${child}`);
    else out.push(name);
  }
  return out;
}

const feature = `^${web}/features/(${featureFolders().join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-are-islands',
      comment: 'An area never reaches into another: lift what two areas share into shared/ or widgets/.',
      severity: 'error',
      from: { path: feature },
      to: { path: `^${web}/features/`, pathNot: `^${web}/features/$1/` },
    },
    {
      name: 'shared-never-imports-features',
      comment: 'Shared code, widgets and i18n never import a feature.',
      severity: 'error',
      from: { path: `^${web}/(shared|widgets|i18n)/` },
      to: { path: `^${web}/features/` },
    },
    {
      name: 'shared-never-imports-the-shell',
      severity: 'error',
      from: { path: `^${web}/(shared|widgets)/` },
      to: { path: `^${web}/app/` },
    },
    {
      name: 'routes-hold-no-sql',
      comment: 'Routes parse and delegate; SQL lives in queries.ts and db/, reached through services.',
      severity: 'error',
      from: { path: `^${server}/.+/routes\\.ts$` },
      to: { path: [`^${server}/.+/queries\\.ts$`, `^${server}/db/`] },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract depends on nothing but zod and dayjs.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'web-talks-http-only',
      comment: 'The web talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'no-circular',
      comment: 'Import circles make load order matter; break them with a type-only module or by moving the shared part.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.tmp/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
