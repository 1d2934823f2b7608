import { useLocalStorage } from '@mantine/hooks';

/** A remembered value as stored (JSON), or `initial` when there is none or it is not one this key may hold. */
function parseRemembered<T extends string | number>(
  raw: string | null | undefined,
  initial: T,
  isValid?: (value: unknown) => value is T,
): T {
  if (raw === undefined || raw === null) return initial;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid) return isValid(parsed) ? parsed : initial;
    return typeof parsed === typeof initial ? (parsed as T) : initial;
  } catch {
    return initial;
  }
}

/** A value remembered in this browser between visits (spec: remembered locally), under a stable key. */
export function useRememberedState<T extends string | number>(key: string, initial: T, isValid?: (value: unknown) => value is T) {
  const [value, setValue] = useLocalStorage<T>({
    key: `signoff.${key}`,
    defaultValue: initial,
    getInitialValueInEffect: false,
    deserialize: (raw) => parseRemembered(raw, initial, isValid),
  });
  return [value, setValue] as const;
}

/** What useRememberedState starts with, read outside a component (a route asking for its page's data early). */
export function readRemembered<T extends string | number>(key: string, initial: T, isValid?: (value: unknown) => value is T): T {
  try {
    return parseRemembered(window.localStorage.getItem(`signoff.${key}`), initial, isValid);
  } catch {
    // Storage may be refused (a privacy setting); the hook then starts from `initial` too.
    return initial;
  }
}

export const rememberedKeys = {
  lastInboxTab: 'inbox.lastTab',
  listStatus: (area: string) => `inbox.${area}.status`,
  listSearch: (area: string) => `inbox.${area}.search`,
  listPage: (area: string) => `inbox.${area}.page`,
} as const;
