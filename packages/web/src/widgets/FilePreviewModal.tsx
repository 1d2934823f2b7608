import { Center, Image, Loader, Modal, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LazyQuery } from '../shared/lazyQuery.ts';
import { ErrorBox } from '../shared/detail/ErrorBox.tsx';

/**
 * Preview of an attached file: images inline, PDFs in a frame, anything else as a download link.
 * The URL is asked for only when the modal opens, so access is checked at that moment.
 */
export function FilePreviewModal({
  opened,
  onClose,
  filename,
  mimeType,
  urlQuery,
}: {
  opened: boolean;
  onClose: () => void;
  filename: string;
  mimeType: string | null;
  urlQuery: LazyQuery<{ download_url: string }>;
}) {
  const { t } = useTranslation();
  const url = useQuery({ ...urlQuery, enabled: opened });
  const isImage = (mimeType ?? '').startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(filename);
  const isPdf = mimeType === 'application/pdf' || /\.pdf$/i.test(filename);
  return (
    <Modal opened={opened} onClose={onClose} title={filename} size="xl" centered>
      {url.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : url.error ? (
        <ErrorBox error={url.error} />
      ) : (
        <Stack>
          {isImage && <Image src={url.data.download_url} alt={filename} fit="contain" mah="70vh" />}
          {isPdf && <iframe src={url.data.download_url} title={filename} style={{ width: '100%', height: '70vh', border: 0 }} />}
          <Anchor href={url.data.download_url} target="_blank" rel="noopener">
            {t('file.openInNewTab')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
