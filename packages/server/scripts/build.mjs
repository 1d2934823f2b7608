// Builds the server once into dist/main.js, the file `npm start` runs with plain node (no TypeScript loader at run time).
// Our own code and the contract are bundled; every npm dependency stays external and is loaded from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@signoff/'),
);

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The contract's own dependencies (zod, dayjs) are npm packages too: external, like the server's.
  external: [...external, 'zod', 'dayjs', 'dayjs/*'],
  logLevel: 'warning',
});
// The bundle sits where src/ sits (one level under the package), so paths relative to import.meta.dirname still hold;
// the migrations the bundle applies at start-up sit beside it.
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
