/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one (a long task blocks input on a
 * slow phone). `scheduler.yield` where the browser has it: it runs ahead of other tasks queued meanwhile.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
