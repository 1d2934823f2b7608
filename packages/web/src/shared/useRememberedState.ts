import { useLocalStorage } from '@mantine/hooks';

/** A value remembered in this browser between visits (spec: remembered locally), under a stable key. */
export function useRememberedState<T extends string | number>(key: string, initial: T, isValid?: (value: unknown) => value is T) {
  const [value, setValue] = useLocalStorage<T>({
    key: `signoff.${key}`,
    defaultValue: initial,
    getInitialValueInEffect: false,
    deserialize: (raw) => {
      if (raw === undefined || raw === null) return initial;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (isValid) return isValid(parsed) ? parsed : initial;
        return typeof parsed === typeof initial ? (parsed as T) : initial;
      } catch {
        return initial;
      }
    },
  });
  return [value, setValue] as const;
}

export const rememberedKeys = {
  lastInboxTab: 'inbox.lastTab',
  listStatus: (area: string) => `inbox.${area}.status`,
  listSearch: (area: string) => `inbox.${area}.search`,
  listPage: (area: string) => `inbox.${area}.page`,
} as const;
