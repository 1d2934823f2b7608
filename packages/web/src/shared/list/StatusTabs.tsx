import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status filter above a list; labels come from i18n keys `status.<value>`. */
export function StatusTabs<S extends string>({
  statuses,
  value,
  onChange,
  label,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (s: S) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as S)} variant="pills" radius="xl">
      <Tabs.List aria-label={label}>
        {statuses.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {t(`status.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
