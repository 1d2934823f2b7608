import { useDebouncedValue as useMantineDebouncedValue } from '@mantine/hooks';

/** Search boxes wait this long after the last key before asking the server (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/** The value as it was once it stopped changing for `wait` ms. */
export function useDebouncedValue<T>(value: T, wait: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced] = useMantineDebouncedValue(value, wait);
  return debounced;
}
