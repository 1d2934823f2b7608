import { LOADED_SCRIPTS_ID, type TLoadedScripts } from '@signoff/contract/firstLoad';
import { nextTask } from '../shared/nextTask.ts';

/**
 * Runs the files of the page's first draw that the HTML names (all fetched already: the loader waited for them), one
 * a task, each after the files it imports, before the router asks for the page's code. Asked by the router, the shared
 * libraries, the shared components and the page's own files ran in one task, 29–48 ms of the thread's time in this
 * machine's Lighthouse runs, which a phone four times slower counts as blocking (decision 0021, stop 70). A file that
 * fails to load is left to the router, which asks for it again and shows its error page.
 */
export async function evaluateAhead(): Promise<void> {
  const listed = document.getElementById(LOADED_SCRIPTS_ID)?.textContent;
  if (!listed) return nextTask();
  const { entry, first, preload } = JSON.parse(listed) as TLoadedScripts;
  for (const file of preload) {
    if (file === entry || first.includes(file)) continue;
    await import(/* @vite-ignore */ file).catch(() => undefined);
    await nextTask();
  }
}
