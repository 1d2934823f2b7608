import { execFileSync } from 'node:child_process';
import { WORKERS, clamdCommand, clamdEnv } from './workers.ts';

/** Each worker's clamd was started by its server's command; none is left running after the run. */
export default function teardown() {
  const [bin, ...args] = clamdCommand('stop');
  for (let index = 0; index < WORKERS; index++) execFileSync(bin, args, { env: { ...process.env, ...clamdEnv(index) }, stdio: 'ignore' });
}
