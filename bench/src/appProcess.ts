import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The web app's and the server's builds, each made again where a source is newer than it (as `npm start` does). */
export function buildIfStale(): void {
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
}

/**
 * The app as `npm start` runs it: its compiled JavaScript (made current by buildIfStale before), in a process of its
 * own, on a database already migrated and filled, signed-in visitors' pages drawn as in production. `nice` starts it at
 * that CPU priority, every thread of it (its render worker, V8's helpers) alike. Resolves once it answers its health
 * check.
 */
export async function startAppProcess(env: Record<string, string>, { nice = 0 } = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const command = [process.execPath, '--enable-source-maps', path.join(ROOT, 'packages/server/dist/main.js')];
  const [file, ...args] = nice ? ['nice', '-n', String(nice), ...command] : command;
  const child = spawn(file!, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, child };
}
