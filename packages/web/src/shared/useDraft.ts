import { useSessionStorage } from '@mantine/hooks';
import { useLocation } from 'react-router';

/**
 * Text being typed on a page (a decision's note), kept in this tab's sessionStorage under the page's address: when the
 * session expires mid-action the user signs in again and comes back to the same page with the note still there.
 * `clear` drops it once the note has been sent.
 */
export function useDraft(name: string) {
  const { pathname } = useLocation();
  const [value, setValue, clear] = useSessionStorage<string>({
    key: `signoff.draft:${pathname}:${name}`,
    defaultValue: '',
    getInitialValueInEffect: false,
  });
  return [value, setValue, clear] as const;
}
