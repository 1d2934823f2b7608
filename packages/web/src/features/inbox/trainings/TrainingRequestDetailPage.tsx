import { useState } from 'react';
import { ActionIcon, Anchor, Avatar, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '../../../shared/Tooltip.tsx';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEur } from '@signoff/contract/format';
import { isNewTrainingRequest, isTrainingPriceShown, type TTrainingRequestDetailResponse } from '@signoff/contract/trainings';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { DecisionCard } from '../../../shared/detail/DecisionCard.tsx';
import { DetailColumns } from '../../../shared/detail/DetailColumns.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useTrainingRequest } from './api/getTrainingRequest.ts';
import { useProcessTrainingRequest } from './api/processTrainingRequest.ts';
import { TrainingName } from './TrainingsListPage.tsx';

const LIST = '/inbox/trainings';

/** /inbox/trainings/:request_id — spec 01 §2 Trainings, detail. */
export function TrainingRequestDetailPage() {
  const { t } = useTranslation();
  const requestId = Number(useParams().request_id);
  const detail = useTrainingRequest(requestId);
  return (
    <DetailFrame backTo={LIST} backLabel={t('trainings.back')} isValidParam={Number.isInteger(requestId) && requestId > 0} query={detail}>
      {(data) => <TrainingRequestDetail key={data.request.id} detail={data} />}
    </DetailFrame>
  );
}

function TrainingRequestDetail({ detail }: { detail: TTrainingRequestDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { request } = detail;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const process = useProcessTrainingRequest();
  const isPending = request.status === 'pending';
  const canAct = isPending && detail.can_process && !me.membership.is_read_only;
  const isNew = isNewTrainingRequest(request.training_id);
  const cost = isNew ? request.new_training_cost : request.training_cost;

  const decide = (status: 'approved' | 'declined') => {
    // A decline needs a note for the requester (spec §5): said here before the server has to.
    if (status === 'declined' && note.trim() === '') {
      setNoteError(t('trainings.noteRequired'));
      return;
    }
    setNoteError(null);
    process.mutate(
      { request_id: request.id, status, note },
      {
        onSuccess: () => {
          toast.success(t('trainings.processedToast'));
          void navigate(LIST);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.note) setNoteError(error.fields.note);
          const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
          toast.error(isHandled ? t('trainings.alreadyHandled') : t('error.title'), errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <DetailColumns
        aside={
          canAct && (
            <DecisionCard
              note={note}
              noteError={noteError}
              onNoteChange={setNote}
              onNoteErrorClear={() => setNoteError(null)}
              onDecline={() => decide('declined')}
              onAccept={() => decide('approved')}
              deciding={process.isPending ? (process.variables?.status === 'declined' ? 'decline' : 'accept') : null}
            />
          )
        }
      >
        {!isPending && (
          <HandledBanner title={t('trainings.alreadyHandled')}>
            {t(`trainings.decidedBy.${request.status}`, {
              name: request.approver_user_name ?? '—',
              time: request.time_processed ? formatDateTime(request.time_processed) : '—',
            })}
          </HandledBanner>
        )}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            {/* On a phone the status and its help go under the title rather than squeezing it (a badge cut to "PEN…"). */}
            <Group justify="space-between" align="flex-start" gap="sm">
              <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
                <Avatar src={request.requester.avatar} name={request.requester.name} size={48} color="initials" />
                <div>
                  <Title order={2} size="h3">
                    {isNew ? (
                      <TrainingName row={request} />
                    ) : (
                      <Anchor component={Link} to={`/trainings/${request.training_id}`} inherit>
                        {request.training_name}
                      </Anchor>
                    )}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('trainings.requestedBy')}{' '}
                    <Anchor component={Link} to={`/people/${request.requester.id}`} size="sm" fw={500}>
                      {request.requester.name}
                    </Anchor>
                    {' · '}
                    {formatDateTime(request.time_created)}
                  </Text>
                </div>
              </Group>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                <StatusBadge status={request.status} size="lg" />
                <Tooltip label={t('trainings.statusHelp')}>
                  <ActionIcon variant="subtle" color="gray" aria-label={t('trainings.statusHelp')} onClick={() => setIsHelpOpen(true)}>
                    <IconHelpCircle size={20} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <Divider />
            <Stack gap={10}>
              <DetailRow label={t('trainings.cost')}>{isTrainingPriceShown(cost) ? formatEur(cost!) : t('trainings.free')}</DetailRow>
              <DetailRow label={t('trainings.motivation')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                  {request.motivation || '—'}
                </Text>
              </DetailRow>
              {!isPending && <DetailRow label={t('trainings.approver')}>{request.approver_user_name ?? '—'}</DetailRow>}
              {!isPending && request.message_to_employee && (
                <DetailRow label={t('trainings.approverMessage')}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                    {request.message_to_employee}
                  </Text>
                </DetailRow>
              )}
            </Stack>
          </Stack>
        </Card>
      </DetailColumns>

      <Dialog opened={isHelpOpen} onClose={() => setIsHelpOpen(false)} title={t('trainings.statusHelp')} centered>
        <Text size="sm">
          {isPending
            ? t('trainings.help.pending', { manager: request.approver_manager_name ?? t('trainings.help.noManager') })
            : t(`trainings.decidedBy.${request.status}`, {
                name: request.approver_user_name ?? '—',
                time: request.time_processed ? formatDateTime(request.time_processed) : '—',
              })}
        </Text>
      </Dialog>
    </Stack>
  );
}
