import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Pages are zero-based in the API and the state; people count from 1. With `lastId` (the page's last row, for a list
 * the server pages by cursor), stepping to the next page passes it on as `after`.
 */
export function Pager({
  page,
  total,
  exact = true,
  perPage,
  lastId,
  onChange,
}: {
  page: number;
  total: number;
  /** False when the server stopped counting (`total_is_exact`): the list goes on past `total`. */
  exact?: boolean | undefined;
  perPage: number;
  lastId?: number | undefined;
  onChange: (page: number, after?: number) => void;
}) {
  const { t } = useTranslation();
  // A page past the end (its last item was just handled) stays reachable so the user can step back.
  const pages = Math.max(1, Math.ceil(total / perPage), page + 1);
  if (total <= perPage && page === 0) return null;
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">
        {t(exact ? 'list.total' : 'list.totalMore', { count: total })}
      </Text>
      <Pagination
        total={pages}
        value={page + 1}
        onChange={(p) => onChange(p - 1, lastId !== undefined && p - 1 === page + 1 ? lastId : undefined)}
        getControlProps={(control) => ({ 'aria-label': t(`list.pager.${control}`) })}
      />
    </Group>
  );
}
