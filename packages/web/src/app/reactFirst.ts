/**
 * React's DOM, run where this module is, in a file of its own with React (vite.config.ts's `react` group): both are
 * CommonJS, whose code runs when it is first required, so required from the entry's own modules it ran inside the
 * entry's evaluation. A page the server drew runs this file in a task of its own before the entry (decision 0021, stop
 * 64): two shorter tasks on a slow phone instead of one long one. The entry takes its root from here, first among its
 * imports, so nothing requires them before.
 */
import * as client from 'react-dom/client';

// Read here, at the module's evaluation: a re-export would leave the require to the importing module, in the entry.
export const { createRoot, hydrateRoot } = client;
