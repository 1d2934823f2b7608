// `npm start` builds only what is out of date: the web app and the server each when a source they are built from is
// newer than their build (or there is none). A current build starts at once, and a fresh clone builds both once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const contract = ['packages/contract/src', 'packages/contract/package.json'];
const builds = [
  {
    workspace: '@signoff/web',
    output: 'packages/web/dist/index.html',
    inputs: [
      'packages/web/src',
      'packages/web/index.html',
      // vite.config.ts and the build's own plugins beside it (vite.firstLoad.ts, vite.routeModules.ts, …)
      ...fs.readdirSync(path.join(root, 'packages/web')).flatMap((name) => (/^vite\..+\.ts$/.test(name) ? [`packages/web/${name}`] : [])),
      'packages/web/package.json',
      ...contract,
    ],
  },
  {
    workspace: '@signoff/server',
    output: 'packages/server/dist/main.js',
    inputs: ['packages/server/src', 'packages/server/scripts/build.mjs', 'packages/server/package.json', ...contract],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

for (const { workspace, output, inputs } of builds) {
  const built = newest(path.join(root, output));
  if (built > 0 && inputs.every((input) => newest(path.join(root, input)) <= built)) continue;
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
