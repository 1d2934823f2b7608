import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, so the page that offers it does not carry it (nor the
 * libraries only it uses: a form library, the month calendar, the upload widget) in its first load. Once opened it
 * stays mounted, so it closes with its transition and opens again at once.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useFocusBackOnClose(open);
    return wanted ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
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
