import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import {
  CAR_CONFLICT_RESOLUTIONS,
  CAR_FIELD_NAMES,
  type TCarConflictDetailResponse,
  type TCarConflictResolution,
  type TCarState,
} from '@signoff/contract/cars';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { useCarConflict } from './api/getCarConflict.ts';
import { useResolveCarConflict } from './api/resolveCarConflict.ts';
import { formatCarValue } from './carValue.ts';

const LIST = '/inbox/carConflicts';
const isResolution = (v: string): v is TCarConflictResolution => (CAR_CONFLICT_RESOLUTIONS as readonly string[]).includes(v);

/** /inbox/carConflicts/:id — spec 02 §2.3: both cars side by side, one resolution, confirm, back to the list. */
export function CarConflictDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useCarConflict(id);
  return (
    <DetailFrame
      backTo={LIST}
      backLabel={t('carConflicts.back')}
      isValidParam={Number.isInteger(id) && id > 0}
      query={detail}
      maxWidth={1000}
    >
      {(data) => <CarConflictDetail key={data.details.id} detail={data} />}
    </DetailFrame>
  );
}

function CarConflictDetail({ detail }: { detail: TCarConflictDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const c = detail.details;
  const [resolution, setResolution] = useState<TCarConflictResolution | null>(null);
  const resolve = useResolveCarConflict();
  const changed = new Set(c.field_changed.map((f) => f.fieldname));

  const confirm = () => {
    // Spec 02 §5, §8: no resolution chosen is the FORM_INVALID toast.
    if (!resolution) {
      toast.error(t('FORM_INVALID'));
      return;
    }
    resolve.mutate(
      { id: c.id, resolution },
      {
        onSuccess: (answer) => {
          toast.success(
            resolution === 'ignore'
              ? t('carConflicts.ignoredToast')
              : answer.apply_status === 'pending'
                ? t('carConflicts.savedPushing')
                : t('carConflicts.saved'),
          );
          void navigate(LIST);
        },
        onError: (error) => {
          const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
          toast.error(isHandled ? t('carConflicts.alreadyHandled') : t('error.title'), errorText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {c.status !== 'pending' && (
        <HandledBanner title={t(`carConflicts.handled.${c.status}`)}>
          {c.resolved_automatically
            ? t('carConflicts.resolvedAutomatically')
            : [
                t('carConflicts.resolvedBy', { name: c.conflict_solver_user_name ?? '—' }),
                c.resolution ? t('carConflicts.chosen', { resolution: t(`carConflicts.option.${c.resolution}`) }) : '',
              ]
                .filter(Boolean)
                .join(' ')}
        </HandledBanner>
      )}
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
            <Avatar src={c.person.avatar} name={c.person.name} size={48} color="initials" />
            <div>
              <Title order={2} size="h3">
                {c.name_person}
              </Title>
              <Text size="sm" c="dimmed">
                {t('carConflicts.foundOn', { date: formatDate(c.date_conflict) })}
              </Text>
              <Anchor component={Link} to={`/people/${c.details.employee_id}`} size="sm">
                {t('carConflicts.openProfile')}
              </Anchor>
            </div>
          </Group>
          <StatusBadge status={c.status} size="lg" />
        </Group>
      </Card>

      {c.apply_status === 'pending' && (
        <Alert color="blue" variant="light" icon={<Loader size={18} />} role="status">
          {t('carConflicts.applying')}
        </Alert>
      )}
      {c.status === 'pending' && c.apply_status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t('carConflicts.lastFailure', { reason: c.apply_error ?? '—' })}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CarSide title={t('carConflicts.officient')} id="car-officient" state={detail.officient_state} changed={changed} />
        <CarSide title={t('carConflicts.provider')} id="car-provider" state={detail.payroll_provider_state} changed={changed} />
      </SimpleGrid>

      {detail.can_decide && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Radio.Group
              label={t('carConflicts.resolution')}
              value={resolution}
              onChange={(v) => setResolution(isResolution(v) ? v : null)}
            >
              <Stack gap="sm" mt="xs">
                {CAR_CONFLICT_RESOLUTIONS.map((option) => {
                  const possible = detail.resolutions.includes(option);
                  return (
                    <Radio
                      key={option}
                      value={option}
                      label={t(`carConflicts.option.${option}`)}
                      description={possible ? undefined : t('carConflicts.notPossible')}
                      disabled={!possible}
                    />
                  );
                })}
              </Stack>
            </Radio.Group>
            <Group>
              <Button onClick={confirm} loading={resolve.isPending}>
                {t('carConflicts.confirm')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** One system's car, every compared property, the differing ones marked in words (not by colour alone). */
function CarSide({ title, id, state, changed }: { title: string; id: string; state: TCarState | null; changed: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {state === null ? (
        <Text size="sm">{t('carConflicts.noCar')}</Text>
      ) : (
        <Stack gap="xs">
          {CAR_FIELD_NAMES.map((field) => {
            const differs = changed.has(field);
            return (
              <DetailRow key={field} label={t(`carConflicts.field.${field}`)}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={differs ? 700 : 400} span>
                    {formatCarValue(t, i18n.language, field, state[field])}
                  </Text>
                  {differs && (
                    <Badge size="sm" variant="filled" color="dark.6">
                      {t('carConflicts.differs')}
                    </Badge>
                  )}
                </Group>
              </DetailRow>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
