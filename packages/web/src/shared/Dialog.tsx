import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * Every dialog a page offers (a route that is a dialog, mounted only while open, uses Mantine's modal as it is):
 * Mantine's modal, mounted the first time it opens and kept mounted after, so it closes with its transition and opens
 * again at once. A closed Mantine modal is not free: it mounts its portal, whose layout effect
 * sets state, so each closed dialog of a page (an item page has up to four) drew again synchronously inside the
 * commit of the page's first draw.
 */
export function Dialog(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  useFocusBackOnClose(props.opened);
  return wanted ? <Modal {...props} /> : null;
}

/**
 * Gives focus back to what opened the dialog when it closes. Mantine's modal does so only when it was mounted closed
 * and then opened; a dialog that mounts open (the first opening here, or a page that mounts it only while open)
 * would leave focus on the page's body, and a keyboard user at its top.
 */
function useFocusBackOnClose(open: boolean) {
  // Read while the click or key that opens it is handled, before the dialog takes focus.
  const [opened, setOpened] = useState(() => ({ open, opener: open ? document.activeElement : null }));
  if (open !== opened.open) setOpened({ open, opener: open ? document.activeElement : opened.opener });
  const opener = opened.opener;
  useEffect(() => {
    if (!open) return;
    // Closed, or unmounted while open: as Mantine does, once the dialog's own handlers are done.
    return () => {
      window.setTimeout(() => {
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      }, 10);
    };
  }, [open, opener]);
}
