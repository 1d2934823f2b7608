import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentTitle } from './routeHandle.ts';

const FOCUS_WAIT_MS = 3000;

/**
 * Moves focus to the page's h1 after a navigation that took focus away (the clicked row or button is gone), so a
 * screen reader starts reading the new page; focus that survived (an inbox tab, the pager) stays where the user put it.
 * The heading may arrive with the page's data, so it is waited for.
 */
function focusHeadingWhenFocusWasLost() {
  const started = Date.now();
  const timer = window.setInterval(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return window.clearInterval(timer);
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      window.clearInterval(timer);
    } else if (Date.now() - started > FOCUS_WAIT_MS) window.clearInterval(timer);
  }, 50);
  return () => window.clearInterval(timer);
}

/** The root of every page: the document title of the route (WCAG 2.4.2) and focus after navigation (2.4.3). */
export function RouteChrome() {
  const { t } = useTranslation();
  const title = documentTitle(useMatches(), t);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    return focusHeadingWhenFocusWasLost();
  }, [pathname]);

  return <Outlet />;
}
