import { useSessionStorage } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { drawsAsServer } from './serverDrawn.ts';

/**
 * Text being typed on a page (a decision's note), kept in this tab's sessionStorage under the page's address: when the
 * session expires mid-action the user signs in again and comes back to the same page with the note still there.
 * `clear` drops it once the note has been sent. On a page the server drew, the draft comes after the first draw: the
 * server's markup has none, and the browser's hydration draws that markup first.
 */
export function useDraft(name: string) {
  const { pathname } = useLocation();
  const [value, setValue, clear] = useSessionStorage<string>({
    key: `signoff.draft:${pathname}:${name}`,
    defaultValue: '',
    getInitialValueInEffect: drawsAsServer() !== null,
  });
  return [value, setValue, clear] as const;
}
