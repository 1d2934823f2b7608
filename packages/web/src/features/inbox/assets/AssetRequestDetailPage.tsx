import { useState } from 'react';
import { Alert, Anchor, Avatar, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@signoff/contract/format';
import type { TAssetRequestDetailResponse } from '@signoff/contract/assets';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { DecisionCard } from '../../../shared/detail/DecisionCard.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useMe } from '../../../shared/session.ts';
import { useAssetRequest } from './api/getAssetRequest.ts';
import { useDecideAssetRequest } from './api/decideAssetRequest.ts';
import { RequestedAssetCard } from './RequestedAssetCard.tsx';

const LIST = '/inbox/assets';

/** /inbox/assets/:request_id — spec 01 §2 Assets, detail. */
export function AssetRequestDetailPage() {
  const { t } = useTranslation();
  const requestId = Number(useParams().request_id);
  const detail = useAssetRequest(requestId);
  return (
    <DetailFrame backTo={LIST} backLabel={t('assets.back')} isValidParam={Number.isInteger(requestId) && requestId > 0} query={detail}>
      {(data) => <AssetRequestDetail key={data.request.id} detail={data} />}
    </DetailFrame>
  );
}

function AssetRequestDetail({ detail }: { detail: TAssetRequestDetailResponse }) {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { request } = detail;
  const [message, setMessage] = useState('');
  const decide = useDecideAssetRequest();
  const isPending = request.status === 'pending';
  const canAct = isPending && detail.can_process && !me.membership.is_read_only;

  const send = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { decision, body: { id: request.id, message } },
      {
        onSuccess: () => {
          toast.success(t(decision === 'accept' ? 'assets.acceptedToast' : 'assets.declinedToast'));
          void navigate(LIST);
        },
        onError: (error) => {
          const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
          toast.error(isHandled ? t('assets.alreadyHandled') : t('error.title'), errorText(error));
        },
      },
    );

  return (
    <Stack gap="md">
      {!isPending && <HandledBanner title={t('assets.alreadyHandled')} />}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={request.requester_avatar} name={request.requester_name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {t('assets.requestedAssets')}
                </Title>
                <Text size="sm">
                  {t('assets.requestedBy')}{' '}
                  <Anchor component={Link} to={`/people/${request.requester_employee_id}`} size="sm" fw={500}>
                    {request.requester_name}
                  </Anchor>
                </Text>
              </div>
            </Group>
            <StatusBadge status={request.status} size="lg" />
          </Group>
          <Divider />
          <Stack gap={10}>
            <DetailRow label={t('assets.submitted')}>{formatDateTime(request.time_created)}</DetailRow>
            {!isPending && request.time_closed && <DetailRow label={t('assets.handled')}>{formatDateTime(request.time_closed)}</DetailRow>}
            {!isPending && <DetailRow label={t('assets.approver')}>{request.approver_user_name ?? '—'}</DetailRow>}
            <DetailRow label={t('assets.motivation')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                {request.motivation || '—'}
              </Text>
            </DetailRow>
            {request.message_to_employee && (
              <DetailRow label={t('assets.approverMessage')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} component="span">
                  {request.message_to_employee}
                </Text>
              </DetailRow>
            )}
          </Stack>
        </Stack>
      </Card>

      <Stack gap="sm" component="section" aria-label={t('assets.requestedAssets')}>
        {request.requested_assets.map((asset, i) => (
          <RequestedAssetCard key={`${asset.asset_type_id}-${i}`} asset={asset} />
        ))}
      </Stack>

      {canAct && (
        <DecisionCard
          note={message}
          noteError={null}
          onNoteChange={setMessage}
          onNoteErrorClear={() => undefined}
          onDecline={() => send('decline')}
          onAccept={() => send('accept')}
          deciding={decide.isPending ? (decide.variables?.decision ?? null) : null}
          noteLabel={t('assets.message')}
          notePlaceholder={t('assets.messagePlaceholder')}
          notice={
            detail.custom_asset_count > 0 && (
              <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />}>
                {t('assets.customNotice', { count: detail.custom_asset_count })}
              </Alert>
            )
          }
        />
      )}
    </Stack>
  );
}
