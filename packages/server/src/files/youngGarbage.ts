import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type TGc = (options: { type: 'minor'; execution: 'sync' }) => void;

// V8 hands out its collector only to a context created while --expose-gc is on; turned off again straight after, so
// no other code (and no user-supplied value) ever finds a global gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as TGc;
setFlagsFromString('--no-expose-gc');

/** How many bytes of an upload may pass between two collections of the young generation. */
export const UPLOAD_BYTES_PER_COLLECTION = 1024 * 1024;

/**
 * Frees the buffers a stream has finished with. Every socket read is a fresh buffer outside V8's heap, and V8 starts a
 * collection only after 64 MB of those: without this, a 19 MB upload grows the process by most of its size (decision
 * 0011, "An upload's memory"). A young-generation collection visits only what is still alive in it, so it is short.
 */
export function collectYoungGarbage(): void {
  gc({ type: 'minor', execution: 'sync' });
}
