import { Anchor, Badge, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_ASSET_TYPE_ID, isAssetPriceShown, type TRequestedAsset } from '@signoff/contract/assets';
import { useFormat } from '../../../shared/useFormat.ts';

/** The link's host and path, as a preview of where it goes before anyone opens it. */
function UrlPreview({ url }: { url: string }) {
  const { t } = useTranslation();
  let host = url;
  let rest = '';
  try {
    const parsed = new URL(url);
    host = parsed.host;
    rest = parsed.pathname === '/' ? '' : parsed.pathname;
  } catch {
    // The server only stores http(s) links; an odd one is still shown as text.
  }
  return (
    <Card withBorder radius="sm" padding="xs">
      <Group gap="xs" wrap="nowrap">
        <IconExternalLink size={16} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
            fw={500}
            aria-label={`${t('assets.openLink')}: ${host}`}
          >
            {host}
          </Anchor>
          {rest && (
            <Text size="xs" truncate="end">
              {rest}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

/** One requested asset: picture, name (a custom tag for asset_type_id -1), price in EUR when above 0, description, link. */
export function RequestedAssetCard({ asset }: { asset: TRequestedAsset }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isCustom = asset.asset_type_id === CUSTOM_ASSET_TYPE_ID;
  return (
    <Card withBorder radius="md" padding="md" data-testid="requested-asset">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {asset.image_url ? (
          <Image src={asset.image_url} alt={asset.name} w={64} h={64} radius="sm" fit="contain" style={{ flexShrink: 0 }} />
        ) : (
          <ThemeIcon size={64} radius="sm" variant="light" color="gray" aria-label={t('assets.noImage')} style={{ flexShrink: 0 }}>
            <IconPackage size={32} />
          </ThemeIcon>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <Text fw={600}>{asset.name}</Text>
              {isCustom && (
                <Badge size="xs" variant="filled" color="indigo">
                  {t('assets.custom')}
                </Badge>
              )}
            </Group>
            {isAssetPriceShown(asset.price) && <Text fw={500}>{format.money(asset.price)}</Text>}
          </Group>
          {asset.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {asset.description}
            </Text>
          )}
          {asset.url && <UrlPreview url={asset.url} />}
        </Stack>
      </Group>
    </Card>
  );
}
