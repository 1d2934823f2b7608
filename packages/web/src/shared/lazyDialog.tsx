import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, so the page that offers it does not carry it (nor the
 * libraries only it uses: a form library, the month calendar, the upload widget) in its first load. Once opened it
 * stays mounted, so it closes with its transition and opens again at once. The dialog itself is a `Dialog`
 * (shared/Dialog.tsx), which gives focus back to what opened it.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
