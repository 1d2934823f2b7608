import { SCRIPTS_LIST_ID } from '@signoff/contract/firstLoad';
import { nextTask } from '../shared/nextTask.ts';

/**
 * Runs the modules a page the server drew lists (SCRIPTS_LIST_ID), one a task, in the list's order (each after those
 * it imports); the page has asked for them all at once. Left to the first route's import, they all ran in one task
 * as the app started, 30–90 ms on the test machine and several times that on a phone (decision 0021, stop 59). A page
 * the browser draws lists none.
 */
export async function runListedScripts(): Promise<void> {
  const listed = document.getElementById(SCRIPTS_LIST_ID)?.textContent;
  if (!listed) return;
  for (const source of JSON.parse(listed) as string[]) {
    // One that fails is left to the import that needs it, which reports it as it did before.
    await import(/* @vite-ignore */ source).catch(() => undefined);
    await nextTask();
  }
}
