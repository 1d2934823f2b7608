import { useState } from 'react';
import { Badge, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconCloudDownload, IconEye, IconSend, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isNewDocument, type TDocumentRow } from '@signoff/contract/documents';
import { DataTable, type TColumn } from '../../../shared/list/DataTable.tsx';
import { useRowsLater } from '../../../shared/list/useRowsLater.ts';
import { ListBody } from '../../../shared/list/ListBody.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { useRememberedState } from '../../../shared/useRememberedState.ts';
import { useFormat } from '../../../shared/useFormat.ts';
import { useMe } from '../../../shared/session.ts';
import { errorText } from '../../../shared/api.ts';
import { toast } from '../../../shared/toast.ts';
import { DOCUMENTS_TYPE_FILTER, useDocuments } from './api/listDocuments.ts';
import { useMarkDocumentsSeen } from './api/markDocumentsSeen.ts';
import { useFetchFromProvider } from './api/fetchFromProvider.ts';
import { ForwardStatus } from './ForwardStatus.tsx';
import { ExternalLink } from '../../../widgets/ExternalLink.tsx';
import { useForwarding } from './useForwarding.ts';
import { RowLink } from '../../../shared/list/RowLink.tsx';
import { lazyDialog } from '../../../shared/lazyDialog.tsx';

const GOV_PORTAL = 'https://www.socialsecurity.be/';
const ForwardEmailModal = lazyDialog(
  async () => (await import('./ForwardEmailModal.tsx')).ForwardEmailModal,
  (props) => props.documentType !== null,
);
const UploadDocumentModal = lazyDialog(
  async () => (await import('./UploadDocumentModal.tsx')).UploadDocumentModal,
  (props) => props.opened,
);

/** /inbox/documents — the company's payroll documents, 20 a page, newest first, by type. */
export function DocumentsListPage() {
  const { t } = useTranslation();
  const me = useMe();
  const format = useFormat();
  const [documentType, setStoredType] = useRememberedState<string>(...DOCUMENTS_TYPE_FILTER);
  // The previous page's last row when the user paged forward: the server starts right after it (keyset paging).
  const [{ page, after }, setPosition] = useState<{ page: number; after?: number | undefined }>({ page: 0 });
  const query = useDocuments(documentType, page, after);
  const { data, isPending } = useRowsLater(query);
  const markSeen = useMarkDocumentsSeen();
  const fetching = useFetchFromProvider();
  const forwarding = useForwarding();
  const [emailType, setEmailType] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const canWrite = !me.membership.is_read_only;
  const types = forwarding.types.data?.types ?? [];

  const setType = (next: string) => {
    setStoredType(next);
    setPosition({ page: 0 });
  };
  const markAllSeen = () => {
    // Spec §2: a browser confirmation first.
    if (!window.confirm(t('documents.confirmMarkAllSeen'))) return;
    markSeen.mutate(undefined, {
      onSuccess: ({ marked }) => toast.success(marked > 0 ? t('documents.markedSeen', { count: marked }) : t('documents.nothingToMark')),
      onError: (error) => toast.error(t('error.title'), errorText(error)),
    });
  };
  const fetchFromProvider = () =>
    fetching.mutate(undefined, {
      onSuccess: ({ queued }) => (queued ? toast.success(t('documents.fetchQueued')) : toast.error(t('documents.noProvider'))),
      onError: (error) => toast.error(t('error.title'), errorText(error)),
    });
  const unsentOnPage = (data?.files.items ?? []).filter((d) => d.forward_status === 'not-sent').map((d) => d.id);

  const columns: TColumn<TDocumentRow>[] = [
    {
      id: 'filename',
      header: t('documents.col.filename'),
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <RowLink to={`/inbox/documents/${row.id}`}>{row.filename}</RowLink>
          {isNewDocument(row) && (
            <Badge color="blue" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              {t('documents.new')}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'type', header: t('documents.col.type'), cell: (row) => <Text size="sm">{row.document_type}</Text> },
    {
      id: 'uploaded',
      header: t('documents.col.uploaded'),
      width: 120,
      cell: (row) => <Text size="sm">{row.date_uploaded_formatted}</Text>,
    },
    {
      id: 'downloads',
      header: t('documents.col.downloads'),
      width: 110,
      align: 'right',
      cell: (row) => <Text size="sm">{row.downloads}</Text>,
    },
    {
      id: 'size',
      header: t('documents.col.size'),
      width: 90,
      align: 'right',
      cell: (row) => <Text size="sm">{format.fileSize(row.filesize_bytes)}</Text>,
    },
    {
      id: 'forward',
      header: t('documents.col.forward'),
      width: 250,
      cell: (row) => {
        const action = forwarding.actionFor(row);
        return (
          <Group gap="xs" wrap="wrap" align="flex-start">
            <ForwardStatus document={row} />
            {action && (
              <Button
                size="compact-xs"
                variant="default"
                loading={forwarding.isSending}
                onClick={() => forwarding.send([row.id], action === 'reforward')}
                aria-label={`${t(`documents.${action}`)}: ${row.filename}`}
              >
                {t(`documents.${action}`)}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Select
          label={t('documents.typeFilter')}
          value={documentType}
          onChange={(value) => setType(value ?? '')}
          allowDeselect={false}
          data={[
            { value: '', label: t('documents.allTypes') },
            ...types.map((type) => ({ value: type.name, label: t('documents.typeOption', { name: type.name, count: type.filecount }) })),
            // A remembered type that has no document (any more) stays choosable, so the filter never shows blank.
            ...(documentType && !types.some((type) => type.name === documentType) ? [{ value: documentType, label: documentType }] : []),
          ]}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="sm">
          {canWrite && (
            <Button variant="default" leftSection={<IconEye size={16} />} onClick={markAllSeen} loading={markSeen.isPending}>
              {t('documents.markAllSeen')}
            </Button>
          )}
          {canWrite && (
            <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              {t('documents.upload')}
            </Button>
          )}
          {canWrite && (
            <Button
              variant="default"
              leftSection={<IconCloudDownload size={16} />}
              onClick={fetchFromProvider}
              loading={fetching.isPending}
            >
              {t('documents.fetchFromProvider')}
            </Button>
          )}
          {forwarding.canForward && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button leftSection={<IconSend size={16} />} rightSection={<IconChevronDown size={14} />}>
                  {t('documents.forwardMenu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {types.map((type) => (
                  <Menu.Item key={type.name} onClick={() => setEmailType(type.name)}>
                    {t('documents.forwardEmailOf', { type: type.name })}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item disabled={unsentOnPage.length === 0} onClick={() => forwarding.send(unsentOnPage)}>
                  {t('documents.forwardUnsent')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
      <ListBody
        isPending={isPending}
        error={query.error}
        isEmpty={(data?.files.items.length ?? 0) === 0}
        emptyTitle={t(documentType ? 'documents.emptyOfType' : 'documents.empty')}
      >
        <DataTable label={t('inbox.tab.documents')} columns={columns} rows={data?.files.items ?? []} rowKey={(row) => row.id} />
      </ListBody>
      {data && !query.error && (
        <Pager
          page={page}
          total={data.files.total}
          exact={data.files.total_is_exact}
          perPage={data.files.per_page}
          lastId={data.files.items.at(-1)?.id}
          onChange={(next, nextAfter) => setPosition({ page: next, after: nextAfter })}
        />
      )}
      {/* Drawn with the rows, under them: drawn before, it moved down the page when they came in; above the list it
          was the largest text of a phone's first screen, so its largest paint waited for the app's first draw. */}
      {data && me.company.country === 'BE' && (
        <Text size="sm" c="dimmed">
          {t('documents.govPortalText')} <ExternalLink href={GOV_PORTAL}>{t('documents.govPortalLink')}</ExternalLink>
        </Text>
      )}
      <ForwardEmailModal documentType={emailType} onClose={() => setEmailType(null)} />
      {uploading && <UploadDocumentModal opened onClose={() => setUploading(false)} initialType={documentType} />}
    </Stack>
  );
}
