import { useEffect, useRef } from 'react';
import { Alert, Avatar, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { outplacementBackPath, type TOutplacementDetailResponse } from '@signoff/contract/outplacements';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useOutplacement } from './api/getOutplacement.ts';
import { useInvalidateOutplacements } from './api/outplacementsKeys.ts';
import { useSendOutplacementRequest } from './api/sendOutplacementRequest.ts';
import { useUpdateOutplacementStatus } from './api/updateOutplacementStatus.ts';

/** /inbox/outplacements/:id — spec 01 §2 Outplacements; the back link returns where the user came from (?from=daysOff). */
export function OutplacementDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const back = outplacementBackPath(search.get('from'));
  const detail = useOutplacement(id);
  return (
    <DetailFrame
      backTo={back}
      backLabel={back === '/inbox/daysOff' ? t('outplacements.backToDaysOff') : t('outplacements.back')}
      isValidParam={Number.isInteger(id) && id > 0}
      query={detail}
      maxWidth={900}
    >
      {(data) => <OutplacementDetail key={data.outplacement.id} detail={data} back={back} />}
    </DetailFrame>
  );
}

function OutplacementDetail({ detail, back }: { detail: TOutplacementDetailResponse; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { outplacement: o } = detail;
  const send = useSendOutplacementRequest(o.id);
  const update = useUpdateOutplacementStatus();
  const invalidate = useInvalidateOutplacements();
  const isRequesting = o.request_status === 'pending';
  // The toast of spec §4 comes when the polled status leaves pending, for a request made on this page (set once the
  // detail shows the request pending, so an earlier answer is never taken for this request's).
  const awaited = useRef(false);
  useEffect(() => {
    if (!awaited.current || isRequesting) return;
    awaited.current = false;
    // The provider's answer changed the lists and the badge too.
    void invalidate(o.id);
    if (o.request_status === 'succeeded') toast.success(t('outplacements.requestedToast'));
    else if (o.request_status === 'failed') toast.error(t('outplacements.failedToast'), o.request_error ?? undefined);
  }, [isRequesting, o.id, o.request_status, o.request_error, invalidate, t]);

  const onError = (error: unknown) => {
    const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
    toast.error(isHandled ? t('outplacements.alreadyHandled') : t('error.title'), errorText(error));
  };
  const request = () =>
    send.mutate(
      { integrationId: o.integration_id, contractId: o.contract_uid, employeeId: o.employee_id },
      {
        onSuccess: () => {
          awaited.current = true;
        },
        onError,
      },
    );
  const ignore = () =>
    update.mutate(
      { id: o.id, status: 'ignored' },
      {
        onSuccess: () => {
          toast.success(t('outplacements.ignoredToast'));
          void navigate(back);
        },
        onError,
      },
    );

  return (
    <Stack gap="md">
      {o.status !== 'pending' && (
        <HandledBanner title={t('outplacements.alreadyHandled')}>{t(`outplacements.handled.${o.status}`)}</HandledBanner>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={o.employee.avatar} name={o.employee.name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {o.employee.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {o.role}
                </Text>
              </div>
            </Group>
            <StatusBadge status={o.status} size="lg" />
          </Group>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('outplacements.role')}>{o.role}</DetailRow>
            <DetailRow label={t('outplacements.contract')}>{o.contract_uid}</DetailRow>
            <DetailRow label={t('outplacements.contractStart')}>{formatDate(o.contract_start)}</DetailRow>
            <DetailRow label={t('outplacements.contractEnd')}>
              {o.contract_end ? formatDate(o.contract_end) : t('outplacements.openEnded')}
            </DetailRow>
            <DetailRow label={t('outplacements.createdOn')}>{formatDate(o.created_at)}</DetailRow>
          </Stack>
        </Stack>
      </Card>
      {isRequesting && (
        <Alert color="blue" variant="light" icon={<Loader size={18} />} role="status">
          {t('outplacements.requesting')}
        </Alert>
      )}
      {o.status === 'pending' && o.request_status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t('outplacements.lastFailure', { reason: o.request_error ?? '—' })}
        </Alert>
      )}
      {detail.can_decide && (
        <Group gap="sm">
          <Button onClick={request} loading={send.isPending} disabled={update.isPending}>
            {t('outplacements.request')}
          </Button>
          <Button variant="default" onClick={ignore} loading={update.isPending} disabled={send.isPending}>
            {t('outplacements.ignore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
