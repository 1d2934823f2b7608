import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Card, Center, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconHelpCircle, IconPaperclip, IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEur, formatPricePerKm } from '@signoff/contract/format';
import type { TExpenseDetailResponse } from '@signoff/contract/expenses';
import { ApiError, errorText } from '../../../shared/api.ts';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { NoteBox } from '../../../shared/detail/NoteBox.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { FilePreviewModal } from '../../../widgets/FilePreviewModal.tsx';
import { PayoutModal } from '../../../widgets/PayoutModal.tsx';
import { downloadUrlQuery, expenseDetailQuery, periodsQuery, useProcessExpense, useUpdatePayout } from './api.ts';
import { CategoryField } from './CategoryField.tsx';
import { ApprovalDetailsModal } from './ApprovalDetailsModal.tsx';
import { ExpenseStatusBadge } from './ExpenseStatusBadge.tsx';

const LIST = '/inbox/expenses';

export function ExpenseDetailPage() {
  const { t } = useTranslation();
  const requestId = Number(useParams().request_id);
  const detail = useQuery({ ...expenseDetailQuery(requestId), enabled: Number.isInteger(requestId) && requestId > 0 });
  return (
    <Stack maw={860}>
      <Anchor component={Link} to={LIST} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('expenses.back')}
        </Group>
      </Anchor>
      {!Number.isInteger(requestId) || requestId <= 0 ? (
        <ErrorBox error={new ApiError(404, t('error.notFound'), 'NOT_FOUND', undefined)} />
      ) : detail.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : detail.error ? (
        <ErrorBox error={detail.error} />
      ) : (
        <ExpenseDetail detail={detail.data} />
      )}
    </Stack>
  );
}

/** After an approval the payout questions follow, and closing them returns to the list. */
type Stage = 'idle' | 'askPayout' | 'payout' | 'payoutAfterApproval';

function ExpenseDetail({ detail }: { detail: TExpenseDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { request, requester } = detail;
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [isApprovalOpen, setIsApprovalOpen] = useState(false);
  const process = useProcessExpense();
  const updatePayout = useUpdatePayout();
  const isPending = request.status === 'pending';
  const canAct = detail.can_process && !me.membership.is_read_only;

  const decide = (status: 'approved' | 'rejected') => {
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
          toast.success(t(status === 'approved' ? 'expenses.approvedToast' : 'expenses.rejectedToast'));
          if (status === 'approved') setStage('askPayout');
          else void navigate(LIST);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.note) setNoteError(error.fields.note);
          toast.error(error instanceof ApiError && error.code === 'INVALID' ? t('INVALID') : t('error.title'), errorText(error));
        },
      },
    );
  };

  return (
    <Stack>
      {!isPending && (
        <HandledBanner title={t('expenses.alreadyHandled')}>
          {t(`expenses.decidedBy.${request.status}`, { name: request.approver_user_name ?? '—', time: formatDateTime(request.time_closed) })}
        </HandledBanner>
      )}
      {detail.needs_category && isPending && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('expenses.noCategoryTitle')}>
          <Stack gap={4}>
            <Text size="sm">{t('expenses.needsCategory')}</Text>
            <Anchor component={Link} to="/settings/expenseCategories/new" size="sm">
              {t('expenses.createCategory')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3">
                {request.title}
              </Title>
              <Anchor component={Link} to={`/people/${requester.id}`} size="sm">
                {requester.name}
              </Anchor>
            </div>
            <Group gap="xs">
              <ExpenseStatusBadge status={request.status} />
              {!isPending && (
                <Tooltip label={t('expenses.approvalDetails')}>
                  <ActionIcon variant="subtle" aria-label={t('expenses.approvalDetails')} onClick={() => setIsApprovalOpen(true)}>
                    <IconHelpCircle size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
          <Text fz={28} fw={700} aria-label={t('expenses.price')}>
            {formatEur(request.price)}
          </Text>
          <DetailRow label={t('expenses.category')}>
            <CategoryField detail={{ ...detail, can_edit_category: detail.can_edit_category && !me.membership.is_read_only }} />
          </DetailRow>
          <DetailRow label={request.category_way_of_input === 'day-allowance' ? t('expenses.days') : t('expenses.date')}>
            {request.category_way_of_input === 'day-allowance' ? t('expenses.dayCount', { count: request.dates.length }) : request.date_dmy}
          </DetailRow>
          {request.category_way_of_input === 'kilometer-allowance' && (
            <>
              <DetailRow label={t('expenses.distance')}>
                {t('expenses.km', { km: request.distance ?? 0 })}
                {request.metadata.kindOfRide === 'double' ? ` (${t('expenses.returnRide')})` : ''}
              </DetailRow>
              <DetailRow label={t('expenses.pricePerKm')}>{formatPricePerKm(request.price_per_kilometer ?? 0)}</DetailRow>
              {(request.metadata.startLocation || request.metadata.endLocation) && (
                <DetailRow label={t('expenses.route')}>
                  {request.metadata.startLocation ?? '?'} → {request.metadata.endLocation ?? '?'}
                </DetailRow>
              )}
            </>
          )}
          <DetailRow label={t('expenses.submittedOn')}>{request.request_date_dmy}</DetailRow>
          <DetailRow label={t('expenses.description')}>{request.description || '—'}</DetailRow>
          {!isPending && request.message_to_employee && <DetailRow label={t('expenses.approverMessage')}>{request.message_to_employee}</DetailRow>}
          <DetailRow label={t('expenses.attachment')}>
            {request.filename ? (
              <Group gap="xs">
                <IconPaperclip size={14} />
                <Text size="sm" component="span">
                  {request.filename}
                </Text>
                <Button size="compact-xs" variant="light" onClick={() => setIsPreviewOpen(true)}>
                  {t('file.view')}
                </Button>
              </Group>
            ) : (
              t('expenses.noAttachment')
            )}
          </DetailRow>
          {request.status === 'approved' && (
            <DetailRow label={t('payout.title')}>
              <Group gap="xs">
                <Text size="sm" component="span">
                  {t(`payout.types.${detail.payout.payout_type}`)}
                  {detail.payout.payout_method ? ` · ${t(`payout.methods.${detail.payout.payout_method}`)}` : ''}
                </Text>
                {!me.membership.is_read_only && (
                  <Button size="compact-xs" variant="light" onClick={() => setStage('payout')}>
                    {t('payout.change')}
                  </Button>
                )}
              </Group>
            </DetailRow>
          )}
        </Stack>
      </Card>

      {isPending && canAct && (
        <Card withBorder radius="md" padding="lg">
          <Stack>
            <NoteBox value={note} onChange={(v) => { setNote(v); if (noteError && v.trim()) setNoteError(null); }} error={noteError} />
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => decide('rejected')} loading={process.isPending && process.variables?.status === 'rejected'}>
                {t('detail.decline')}
              </Button>
              <Button color="teal" onClick={() => decide('approved')} loading={process.isPending && process.variables?.status === 'approved'}>
                {t('detail.accept')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {request.file_id !== null && (
        <FilePreviewModal
          opened={isPreviewOpen}
          onClose={() => setIsPreviewOpen(false)}
          filename={request.filename ?? ''}
          mimeType={null}
          urlQuery={downloadUrlQuery(request.expense_id)}
        />
      )}
      <ApprovalDetailsModal opened={isApprovalOpen} onClose={() => setIsApprovalOpen(false)} detail={detail} />
      <Modal opened={stage === 'askPayout'} onClose={() => void navigate(LIST)} title={t('payout.askTitle')} centered>
        <Stack>
          <Text size="sm">{t('payout.askText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(LIST)}>
              {t('payout.later')}
            </Button>
            <Button onClick={() => setStage('payoutAfterApproval')}>{t('payout.now')}</Button>
          </Group>
        </Stack>
      </Modal>
      <PayoutModal
        opened={stage === 'payout' || stage === 'payoutAfterApproval'}
        onClose={() => (stage === 'payoutAfterApproval' ? void navigate(LIST) : setStage('idle'))}
        current={detail.payout}
        employeeId={requester.id}
        expenseId={request.expense_id}
        hasPayrollProvider={detail.has_payroll_provider}
        periodsQuery={periodsQuery(requester.id, request.expense_id)}
        isSaving={updatePayout.isPending}
        onSave={async (body) => {
          await updatePayout.mutateAsync(body);
          toast.success(t('payout.saved'));
          void navigate(LIST);
        }}
      />
    </Stack>
  );
}
