import { useMemo, useState } from 'react';
import { Anchor, Button, Card, Divider, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Tooltip } from '../../../shared/Tooltip.tsx';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconPaperclip } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAreaPermission } from '@signoff/contract/auth';
import { formatDate, formatEur } from '@signoff/contract/format';
import {
  TRAINING_ATTACHMENT_RELATED_OBJECT,
  additionalInformationPreview,
  isTrainingPriceShown,
  type TTrainingDetailResponse,
} from '@signoff/contract/trainings';
import { UPLOAD_MODAL_WIDTH } from '@signoff/contract/upload';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { useMe } from '../../../shared/session.ts';
import { toast } from '../../../shared/toast.ts';
import { useFormat } from '../../../shared/useFormat.ts';
import { FileUpload } from '../../../widgets/FileUpload.tsx';
import { useTraining } from './api/getTraining.ts';
import { useTrainingAttachments } from './api/listTrainingAttachments.ts';
import { addTrainingAttachmentEndpoint, useInvalidateTrainingAttachments } from './api/addTrainingAttachment.ts';
import { trainingAttachmentContentUrl } from './api/trainingAttachmentContent.ts';
import { TableScroll } from '../../../shared/TableScroll.tsx';

/** Who may add attachments: HR with the trainings permission, not read-only (the server checks the same). */
const ATTACHMENTS_PERMISSION: TAreaPermission = 'trainings';

/** /trainings/:id — a training of the catalogue, read only (linked from a training request). */
export function TrainingPage() {
  const { t } = useTranslation();
  const trainingId = Number(useParams().id);
  const query = useTraining(trainingId);
  return (
    <DetailFrame
      backTo="/inbox/trainings"
      backLabel={t('trainings.back')}
      isValidParam={Number.isInteger(trainingId) && trainingId > 0}
      query={query}
    >
      {(data) => <TrainingDetail detail={data} />}
    </DetailFrame>
  );
}

function TrainingDetail({ detail: { training, show_funding } }: { detail: TTrainingDetailResponse }) {
  const { t } = useTranslation();
  const when =
    training.date ??
    (training.start_date && training.end_date && training.start_date !== training.end_date
      ? `${formatDate(training.start_date)} – ${formatDate(training.end_date)}`
      : training.start_date);
  const amount =
    training.training_amount_days !== null
      ? t('trainings.amountDays', { count: training.training_amount_days })
      : training.training_amount_minutes !== null
        ? t('trainings.amountMinutes', { count: training.training_amount_minutes })
        : '—';
  const preview = additionalInformationPreview(training.additional_information);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {training.name}
          </Title>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('trainings.when')}>{when ? (when.includes('–') ? when : formatDate(when)) : '—'}</DetailRow>
            <DetailRow label={t('trainings.supplier')}>{training.leverancier || '—'}</DetailRow>
            {isTrainingPriceShown(training.cost) && <DetailRow label={t('trainings.cost')}>{formatEur(training.cost)}</DetailRow>}
            <DetailRow label={t('trainings.amount')}>{amount}</DetailRow>
            <DetailRow label={t('trainings.certificate')}>{training.certificate_to_achieve || '—'}</DetailRow>
            <DetailRow label={t('trainings.type')}>{t(`trainings.types.${training.type_of_training}`)}</DetailRow>
            <DetailRow label={t('trainings.location')}>{t(`trainings.locations.${training.location_of_training}`)}</DetailRow>
            <DetailRow label={t('trainings.additionalInformation')}>
              {preview === training.additional_information ? (
                preview || '—'
              ) : (
                // The cut text (spec §3), with the whole of it on hover or focus.
                <Tooltip label={training.additional_information} multiline w={320}>
                  <Text size="sm" component="span" tabIndex={0}>
                    {preview}
                  </Text>
                </Tooltip>
              )}
            </DetailRow>
            {show_funding && (
              <DetailRow label={t('trainings.fla')}>{training.falls_under_fla ? t('trainings.yes') : t('trainings.no')}</DetailRow>
            )}
            {training.sessions.length > 0 && (
              <DetailRow label={t('trainings.sessions')}>
                <List size="sm" spacing={2}>
                  {training.sessions.map((s) => (
                    <List.Item key={s.id}>
                      {formatDate(s.date)}
                      {s.start_time && s.end_time ? ` · ${s.start_time}–${s.end_time}` : ''}
                    </List.Item>
                  ))}
                </List>
              </DetailRow>
            )}
          </Stack>
        </Stack>
      </Card>
      <TrainingAttachments trainingId={training.id} />
    </Stack>
  );
}

/** The files attached to a training: a link to each for whoever sees the training; HR with the permission adds more. */
function TrainingAttachments({ trainingId }: { trainingId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const query = useTrainingAttachments(trainingId);
  const invalidate = useInvalidateTrainingAttachments();
  const endpoint = useMemo(() => addTrainingAttachmentEndpoint(trainingId), [trainingId]);
  const [isAdding, setAdding] = useState(false);
  const mayAdd = me.permissions.includes(ATTACHMENTS_PERMISSION) && !me.membership.is_read_only;
  const titleId = `training-${trainingId}-attachments`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {t('trainings.attachments.title')}
          </Title>
          {mayAdd && (
            <Button size="xs" variant="light" leftSection={<IconPaperclip size={14} />} onClick={() => setAdding(true)}>
              {t('trainings.attachments.add')}
            </Button>
          )}
        </Group>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : query.error ? (
          <ErrorBox error={query.error} />
        ) : query.data.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('trainings.attachments.none')}
          </Text>
        ) : (
          <TableScroll label={t('trainings.attachments.title')} minWidth={480}>
            <Table aria-labelledby={titleId} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('trainings.attachments.col.name')}</Table.Th>
                  <Table.Th>{t('trainings.attachments.col.size')}</Table.Th>
                  <Table.Th>{t('trainings.attachments.col.uploadedOn')}</Table.Th>
                  <Table.Th>{t('trainings.attachments.col.uploadedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.attachments.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor href={trainingAttachmentContentUrl(trainingId, a.id)} target="_blank" rel="noopener" size="sm">
                        {a.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{format.fileSize(a.size_bytes)}</Table.Td>
                    <Table.Td>{formatDate(a.uploaded_at)}</Table.Td>
                    <Table.Td>{a.uploaded_by}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
      <Dialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        title={t('trainings.attachments.addTitle')}
        size={UPLOAD_MODAL_WIDTH}
        centered
      >
        <FileUpload
          endpoint={endpoint}
          relatedObject={TRAINING_ATTACHMENT_RELATED_OBJECT}
          isScanEnabled={me.features.includes('virus_scan')}
          fields={{}}
          onComplete={(added) => {
            toast.success(t('trainings.attachments.added', { name: added.name }));
            setAdding(false);
            void invalidate(trainingId);
          }}
        />
      </Dialog>
    </Card>
  );
}
