import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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
 * Linux shares the CPU between autogroups (one a session) before it shares a group's share between its processes, so a
 * process's nice ranks it only against the processes of its own session. Chromium, which chrome-launcher starts
 * detached, has a session of its own: a server started at nice 19 in the bench's session still had its session's equal
 * part of the cores beside the page it served (decision 0021, stop 68). A server started at a lower priority gets a
 * session of its own, and its autogroup that priority; where the kernel has no autogroups, nice alone does it.
 */
function lowerAutogroup(pid: number, nice: number): void {
  const file = `/proc/${pid}/autogroup`;
  if (!fs.existsSync(file)) return;
  if (fs.readFileSync(file, 'utf8').split(' ')[0] === fs.readFileSync('/proc/self/autogroup', 'utf8').split(' ')[0])
    throw new Error(`the app's process ${pid} is still in the bench's autogroup`);
  fs.writeFileSync(file, String(nice));
}

/**
 * The app as `npm start` runs it: its compiled JavaScript (made current by buildIfStale before), in a process of its
 * own, signed-in visitors' pages drawn as in production, on the database `env` names (with no DATABASE_URL, its own
 * embedded PostgreSQL under DATA_DIR, a child of it). `nice` starts it at that CPU priority, every thread of it (its
 * render worker, V8's helpers, its embedded database) alike, in a session of its own. Resolves once it answers its
 * health check.
 */
export async function startAppProcess(env: Record<string, string>, { nice = 0 } = {}): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const command = [process.execPath, '--enable-source-maps', path.join(ROOT, 'packages/server/dist/main.js')];
  const [file, ...args] = nice ? ['nice', '-n', String(nice), ...command] : command;
  const child = spawn(file!, args, {
    env: { ...process.env, SEED_DEMO: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    // spawn returns once the child has exec'd, so its new session (setsid) is in place for lowerAutogroup.
    detached: nice > 0,
  });
  if (nice) {
    // Out of the bench's session, Ctrl-C no longer reaches it: the bench stops it on the way out.
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    // A handled signal no longer ends the bench by itself: it exits as the signal would have (128 + its number).
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    child.once('exit', () => process.off('exit', stop));
    lowerAutogroup(child.pid!, nice);
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, child };
}
