import { Anchor, Group, Image, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { isAssetPriceShown } from '@signoff/contract/assets';
import { PersonCard } from './PersonCard.tsx';
import { useFormat } from '../../../shared/useFormat.ts';
import { usePersonAssets } from './api/listPersonAssets.ts';
import { TableScroll } from '../../../shared/TableScroll.tsx';

/** The assets a person holds, on /people/{id} (an area's person-page section). */
export function PersonAssetsSection({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = usePersonAssets(employeeId);
  const items = query.data?.items ?? [];
  return (
    <PersonCard
      id="person-assets-title"
      title={t('assets.person.title')}
      empty={t('assets.person.none')}
      query={query}
      isEmpty={items.length === 0}
    >
      <TableScroll label={t('assets.person.title')} minWidth={300}>
        <Table verticalSpacing="xs" aria-labelledby="person-assets-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assets.person.col.name')}</Table.Th>
              <Table.Th>{t('assets.person.col.price')}</Table.Th>
              <Table.Th>{t('assets.person.col.since')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((asset) => (
              <Table.Tr key={asset.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    {asset.image_url ? (
                      <Image src={asset.image_url} alt="" w={28} h={28} radius="sm" />
                    ) : (
                      <ThemeIcon size={28} variant="light" color="gray" radius="sm" aria-hidden>
                        <IconPackage size={16} />
                      </ThemeIcon>
                    )}
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {asset.type_name}
                      </Text>
                      {asset.asset_request_id !== null && (
                        <Anchor component={Link} to={`/inbox/assets/${asset.asset_request_id}`} size="xs">
                          {t('assets.person.fromRequest', { id: asset.asset_request_id })}
                        </Anchor>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{isAssetPriceShown(asset.price) ? format.money(asset.price) : '—'}</Table.Td>
                <Table.Td>{formatDate(asset.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </PersonCard>
  );
}
