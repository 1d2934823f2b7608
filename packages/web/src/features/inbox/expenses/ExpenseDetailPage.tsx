import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Avatar, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Tooltip } from '../../../shared/Tooltip.tsx';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconAlertTriangle, IconFileText, IconHelpCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../../shared/useDraft.ts';
import { formatDate, formatDateTime } from '@signoff/contract/format';
import { useFormat } from '../../../shared/useFormat.ts';
import type { TExpenseDetailResponse } from '@signoff/contract/expenses';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { DecisionCard } from '../../../shared/detail/DecisionCard.tsx';
import { DetailColumns } from '../../../shared/detail/DetailColumns.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { FilePreviewModal } from '../../../widgets/FilePreviewModal.tsx';
import { PayoutModal } from '../../../widgets/PayoutModal.tsx';
import { useExpenseDetail } from './api/getExpenseDetail.ts';
import { useProcessExpense } from './api/processExpense.ts';
import { useUpdateExpensePayoutMethod } from './api/updateExpensePayoutMethod.ts';
import { periodsQuery } from './api/getAvailablePeriodsForPayout.ts';
import { downloadUrlQuery } from './api/downloadExpenseFile.ts';
import { useExpenseFile } from './api/getExpenseFile.ts';
import { CategoryField } from './CategoryField.tsx';
import { ApprovalDetailsModal } from './ApprovalDetailsModal.tsx';
import { DistanceNotice } from './DistanceNotice.tsx';
import { ExpenseStatusBadge } from './ExpenseStatusBadge.tsx';

const LIST = '/inbox/expenses';

/** /inbox/expenses/:request_id — everything of spec §2 "Expense detail". */
export function ExpenseDetailPage() {
  const { t } = useTranslation();
  const requestId = Number(useParams().request_id);
  const isValidId = Number.isInteger(requestId) && requestId > 0;
  const detail = useExpenseDetail(requestId);
  return (
    <DetailFrame backTo={LIST} backLabel={t('expenses.back')} isValidParam={isValidId} query={detail}>
      {/* Keyed by the request so a note typed on one expense never shows on the next. */}
      {(data) => <ExpenseDetail key={data.request.id} detail={data} />}
    </DetailFrame>
  );
}

/** After an approval the payout question follows; answering it (either way) returns to the list. */
type Stage = 'idle' | 'askPayout' | 'payout' | 'payoutAfterApproval';

function ExpenseDetail({ detail }: { detail: TExpenseDetailResponse }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const navigate = useNavigate();
  const { request, requester } = detail;
  const [note, setNote, clearNote] = useDraft('note');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [isApprovalOpen, setIsApprovalOpen] = useState(false);
  const process = useProcessExpense();
  const updatePayout = useUpdateExpensePayoutMethod(request.id);
  const file = useExpenseFile(request.expense_id, request.file_id !== null);
  const isPending = request.status === 'pending';
  const isReadOnly = me.membership.is_read_only;
  const canAct = isPending && detail.can_process && !isReadOnly;
  const way = request.category_way_of_input;
  const backToList = () => void navigate(LIST);

  const decide = (status: 'approved' | 'rejected') => {
    // Both rules are checked here first, so a refused decision never reaches the server (spec §5).
    if (status === 'rejected' && note.trim() === '') {
      setNoteError(t('expenses.noteRequired'));
      return;
    }
    if (status === 'approved' && detail.needs_category) {
      toast.error(t('INVALID'), t('expenses.needsCategory'));
      return;
    }
    setNoteError(null);
    process.mutate(
      { request_id: request.id, status, note },
      {
        onSuccess: () => {
          clearNote();
          toast.success(t(status === 'approved' ? 'expenses.approvedToast' : 'expenses.rejectedToast'));
          if (status === 'approved') setStage('askPayout');
          else backToList();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.note) setNoteError(error.fields.note);
          const title =
            error instanceof ApiError && error.code === 'ALREADY_PROCESSED'
              ? t('expenses.alreadyHandled')
              : error instanceof ApiError && error.code === 'INVALID'
                ? t('INVALID')
                : t('error.title');
          toast.error(title, errorText(error));
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
              onDecline={() => decide('rejected')}
              onAccept={() => decide('approved')}
              deciding={process.isPending ? (process.variables?.status === 'rejected' ? 'decline' : 'accept') : null}
            />
          )
        }
      >
        {!isPending && (
          <HandledBanner title={t('expenses.alreadyHandled')}>
            {t(`expenses.decidedBy.${request.status}`, {
              name: request.approver_user_name ?? '—',
              time: formatDateTime(request.time_closed),
            })}
          </HandledBanner>
        )}
        {detail.needs_category && isPending && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('expenses.noCategoryTitle')}>
            <Stack gap={6}>
              <Text size="sm">{t('expenses.needsCategory')}</Text>
              <Anchor
                component={Link}
                to="/settings/expenseCategories/new"
                state={{ back: `/inbox/expenses/${request.id}` }}
                size="sm"
                fw={500}
              >
                {t('expenses.createCategory')}
              </Anchor>
            </Stack>
          </Alert>
        )}

        {detail.distance_overwritten && <DistanceNotice request={request} />}

        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Avatar src={requester.avatar} name={requester.name} size={48} color="initials" />
                <div>
                  <Title order={2} size="h3">
                    {request.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('expenses.requestedBy')}{' '}
                    <Anchor component={Link} to={`/people/${requester.id}`} size="sm" fw={500}>
                      {requester.name}
                    </Anchor>
                    {' · '}
                    {t('expenses.submittedOnDate', { date: request.request_date_dmy })}
                  </Text>
                </div>
              </Group>
              {/* Kept whole beside a long title on a phone; the title wraps instead. */}
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                <ExpenseStatusBadge status={request.status} size="lg" />
                {!isPending && (
                  <Tooltip label={t('expenses.approvalDetails')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('expenses.approvalDetails')}
                      onClick={() => setIsApprovalOpen(true)}
                    >
                      <IconHelpCircle size={20} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>

            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('expenses.price')}
              </Text>
              <Text fz={30} fw={700} lh={1.2}>
                {format.money(request.price)}
              </Text>
            </div>

            <Divider />

            <Stack gap={10}>
              <DetailRow label={t('expenses.category')}>
                <CategoryField detail={detail} isEditable={isPending && detail.can_edit_category && !isReadOnly} />
              </DetailRow>
              {way === 'day-allowance' ? (
                <DetailRow label={t('expenses.days')}>
                  {t('expenses.dayCount', { count: request.dates.length })}
                  {request.dates.length > 0 && (
                    <Text size="xs" c="dimmed" component="span">
                      {' '}
                      ({request.dates.map((d) => formatDate(d)).join(', ')})
                    </Text>
                  )}
                </DetailRow>
              ) : (
                <DetailRow label={t('expenses.date')}>{request.date_dmy}</DetailRow>
              )}
              {way === 'kilometer-allowance' && (
                <>
                  <DetailRow label={t('expenses.distance')}>{t('expenses.km', { km: request.distance ?? 0 })}</DetailRow>
                  <DetailRow label={t('expenses.pricePerKm')}>{format.pricePerKm(request.price_per_kilometer ?? 0)}</DetailRow>
                  {(request.metadata.startLocation || request.metadata.endLocation) && (
                    <>
                      <DetailRow label={t('expenses.startLocation')}>{request.metadata.startLocation || '—'}</DetailRow>
                      <DetailRow label={t('expenses.endLocation')}>{request.metadata.endLocation || '—'}</DetailRow>
                    </>
                  )}
                  {request.metadata.kindOfRide && (
                    <DetailRow label={t('expenses.kindOfRide')}>{t(`expenses.ride.${request.metadata.kindOfRide}`)}</DetailRow>
                  )}
                  {request.metadata.suggestedDistance !== undefined && (
                    <DetailRow label={t('expenses.suggestedDistance')}>
                      {t('expenses.km', { km: request.metadata.suggestedDistance })}
                    </DetailRow>
                  )}
                </>
              )}
              <DetailRow label={t('expenses.description')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                  {request.description || '—'}
                </Text>
              </DetailRow>
              {!isPending && request.message_to_employee && (
                <DetailRow label={t('expenses.approverMessage')}>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                    {request.message_to_employee}
                  </Text>
                </DetailRow>
              )}
              <DetailRow label={t('expenses.attachment')}>
                {request.file_id !== null && request.filename ? (
                  <Group gap="xs" wrap="nowrap">
                    <IconFileText size={16} color="var(--mantine-color-gray-6)" />
                    <Text size="sm" component="span" truncate>
                      {request.filename}
                    </Text>
                    <Button size="compact-xs" variant="light" onClick={() => setIsPreviewOpen(true)}>
                      {t('file.view')}
                    </Button>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed" component="span">
                    {t('expenses.noAttachment')}
                  </Text>
                )}
              </DetailRow>
              {request.status === 'approved' && (
                <DetailRow label={t('payout.title')}>
                  <Group gap="xs">
                    <Text size="sm" component="span">
                      {t(`payout.types.${detail.payout.payout_type}`)}
                      {detail.payout.payout_method ? ` · ${t(`payout.methods.${detail.payout.payout_method}`)}` : ''}
                    </Text>
                    {!isReadOnly && (
                      <Button size="compact-xs" variant="light" onClick={() => setStage('payout')}>
                        {t('payout.change')}
                      </Button>
                    )}
                  </Group>
                </DetailRow>
              )}
            </Stack>
          </Stack>
        </Card>
      </DetailColumns>

      {request.file_id !== null && (
        <FilePreviewModal
          opened={isPreviewOpen}
          onClose={() => setIsPreviewOpen(false)}
          filename={file.data?.filename ?? request.filename ?? ''}
          mimeType={file.data?.mime_type ?? null}
          urlQuery={downloadUrlQuery(request.expense_id)}
        />
      )}
      {!isPending && <ApprovalDetailsModal opened={isApprovalOpen} onClose={() => setIsApprovalOpen(false)} detail={detail} />}
      <Dialog opened={stage === 'askPayout'} onClose={backToList} title={t('payout.askTitle')} centered>
        <Stack>
          <Text size="sm">{t('payout.askText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={backToList}>
              {t('payout.later')}
            </Button>
            <Button onClick={() => setStage('payoutAfterApproval')}>{t('payout.now')}</Button>
          </Group>
        </Stack>
      </Dialog>
      <PayoutModal
        opened={stage === 'payout' || stage === 'payoutAfterApproval'}
        onClose={() => (stage === 'payoutAfterApproval' ? backToList() : setStage('idle'))}
        current={detail.payout}
        employeeId={requester.id}
        expenseId={request.expense_id}
        hasPayrollProvider={detail.has_payroll_provider}
        periodsQuery={periodsQuery(requester.id, request.expense_id)}
        isSaving={updatePayout.isPending}
        onSave={async (body) => {
          await updatePayout.mutateAsync(body);
          toast.success(t('payout.saved'));
          backToList();
        }}
      />
    </Stack>
  );
}
