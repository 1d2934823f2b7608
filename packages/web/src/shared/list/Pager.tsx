import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages are zero-based in the API and the state; people count from 1. */
export function Pager({
  page,
  total,
  perPage,
  onChange,
}: {
  page: number;
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  // A page past the end (its last item was just handled) stays reachable so the user can step back.
  const pages = Math.max(1, Math.ceil(total / perPage), page + 1);
  if (total <= perPage && page === 0) return null;
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">
        {t('list.total', { count: total })}
      </Text>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(p) => onChange(p - 1)}
        getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
      />
    </Group>
  );
}
