import { lazyDialog } from '../../../shared/lazyDialog.tsx';

/** The sign dialog of both signing pages, fetched when it first opens (with its signature pad). */
export const SignDialog = lazyDialog(
  async () => (await import('./SignDialog.tsx')).SignDialog,
  (props) => props.opened,
);
