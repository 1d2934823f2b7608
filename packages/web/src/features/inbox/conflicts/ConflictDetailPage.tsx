import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import {
  isIbanOnly,
  originMarkers,
  type TConflictChoice,
  type TConflictDetailResponse,
  type TFieldChanged,
  type TFieldValue,
  type TOriginMarker,
} from '@signoff/contract/conflicts';
import { ApiError, errorText } from '../../../shared/api.ts';
import { DetailFrame } from '../../../shared/detail/DetailFrame.tsx';
import { HandledBanner } from '../../../shared/detail/HandledBanner.tsx';
import { StatusBadge } from '../../../shared/StatusBadge.tsx';
import { toast } from '../../../shared/toast.ts';
import { ExternalLink } from '../../../widgets/ExternalLink.tsx';
import { useConflict } from './api/getConflict.ts';
import { useIgnoreConflict } from './api/ignoreConflict.ts';
import { useResolveConflict } from './api/resolveConflict.ts';
import classes from './ConflictDetailPage.module.css';

const LIST = '/inbox/conflicts';

/** /inbox/conflicts/:id and /inbox/conflicts/single/:id — spec 02 §2.1. */
export function ConflictDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useConflict(id);
  return (
    <DetailFrame backTo={LIST} backLabel={t('conflicts.back')} isValidParam={Number.isInteger(id) && id > 0} query={detail} maxWidth={900}>
      {(data) => <ConflictDetail key={data.conflict.id} detail={data} />}
    </DetailFrame>
  );
}

function ConflictDetail({ detail }: { detail: TConflictDetailResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { conflict: c } = detail;
  const [choices, setChoices] = useState<Record<string, TConflictChoice>>({});
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveConflict();
  const ignore = useIgnoreConflict();
  const markers = originMarkers(c.likely_change_origin);
  const canDecide = detail.can_decide;

  const onError = (error: unknown) => {
    const isHandled = error instanceof ApiError && error.code === 'ALREADY_PROCESSED';
    toast.error(isHandled ? t('conflicts.alreadyHandled') : t('error.title'), errorText(error));
  };
  const apply = () => {
    if (c.field_changed.some((f) => !choices[f.fieldname])) {
      toast.error(t('conflicts.indicateCorrectValues'));
      return;
    }
    setConfirming(true);
  };
  const confirmApply = () =>
    resolve.mutate(
      { conflict_id: c.id, choices },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          toast.success(answer.apply_status === 'pending' ? t('conflicts.savedPushing') : t('conflicts.saved'));
          void navigate(LIST);
        },
        onError: (error) => {
          setConfirming(false);
          onError(error);
        },
      },
    );
  const ignoreAll = () =>
    ignore.mutate(
      { conflict_id: c.id },
      {
        onSuccess: () => {
          toast.success(t('conflicts.ignoredToast'));
          void navigate(LIST);
        },
        onError,
      },
    );
  // The IBAN-only confirm text (spec 02 §2.1): with conflicts/iban-only-officient, when only the IBAN is resolved.
  const ibanOnly = detail.iban_only_officient && isIbanOnly(c.field_changed.map((f) => f.fieldname));

  return (
    <Stack gap="md">
      {c.status !== 'pending' && (
        <HandledBanner title={t(`conflicts.handled.${c.status}`)}>
          {c.resolved_automatically
            ? t('conflicts.resolvedAutomatically')
            : t('conflicts.resolvedBy', { name: c.conflict_solver_user_name ?? '—' })}
        </HandledBanner>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Group gap="md" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 16rem' }}>
              <Avatar src={c.person.avatar} name={c.person.name} size={48} color="initials" />
              <div>
                <Title order={2} size="h3">
                  {c.person.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('conflicts.createdOn', { date: formatDate(c.date_created) })}
                </Text>
              </div>
            </Group>
            <StatusBadge status={c.status} size="lg" />
          </Group>
          <Group gap="md">
            <Anchor component={Link} to={`/people/${c.employee_id}`} size="sm">
              {t('conflicts.openProfile')}
            </Anchor>
            {detail.provider_login_url && <ExternalLink href={detail.provider_login_url}>{t('conflicts.providerLogin')}</ExternalLink>}
          </Group>
        </Stack>
      </Card>

      {c.apply_status === 'pending' && (
        <Alert color="blue" variant="light" icon={<Loader size={18} />} role="status">
          {t('conflicts.applying')}
        </Alert>
      )}
      {c.status === 'pending' && c.apply_status === 'failed' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
          {t('conflicts.lastFailure', { reason: c.apply_error ?? '—' })}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          {canDecide && (
            <Text size="sm" id="conflict-instructions">
              {t('conflicts.instructions')}
            </Text>
          )}
          <div className={classes.grid} role="presentation">
            <Text size="sm" fw={600} className={classes.head}>
              {t('conflicts.col.field')}
            </Text>
            <ColumnHead label={t('conflicts.col.officient')} marker={markers.officient} />
            <ColumnHead label={t('conflicts.col.provider')} marker={markers.payroll_provider} />
          </div>
          {c.field_changed.map((f) => (
            <FieldRow
              key={f.fieldname}
              field={f}
              choice={choices[f.fieldname]}
              disabled={!canDecide}
              onChoose={(choice) => setChoices((old) => ({ ...old, [f.fieldname]: choice }))}
            />
          ))}
        </Stack>
      </Card>

      {canDecide && (
        <Group gap="sm">
          <Button onClick={apply} loading={resolve.isPending} disabled={ignore.isPending}>
            {t('conflicts.apply')}
          </Button>
          <Button variant="default" onClick={ignoreAll} loading={ignore.isPending} disabled={resolve.isPending}>
            {t('conflicts.ignoreAll')}
          </Button>
        </Group>
      )}
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title={t('conflicts.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{ibanOnly ? t('conflicts.confirmIbanOnly') : t('conflicts.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirmApply} loading={resolve.isPending}>
              {t('conflicts.apply')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}

function ColumnHead({ label, marker }: { label: string; marker: TOriginMarker | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} className={classes.head}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {marker && (
        <Badge
          size="sm"
          variant={marker === 'NEW' ? 'filled' : 'outline'}
          color={marker === 'NEW' ? 'blue.8' : 'gray.8'}
          title={t(`conflicts.marker.${marker}`)}
        >
          {marker}
        </Badge>
      )}
    </Group>
  );
}

/** One changed field: its name, and each system's value as a radio-like button (Tab to reach, Enter or Space to choose). */
function FieldRow({
  field,
  choice,
  disabled,
  onChoose,
}: {
  field: TFieldChanged;
  choice: TConflictChoice | undefined;
  disabled: boolean;
  onChoose: (choice: TConflictChoice) => void;
}) {
  const { t } = useTranslation();
  const label = t(`conflicts.field.${field.fieldname}`, { defaultValue: field.fieldname });
  const labelId = `conflict-field-${field.fieldname}`;
  const cell = (which: TConflictChoice, value: TFieldValue, system: string) => {
    const checked = choice === which;
    return (
      <UnstyledButton
        role="radio"
        aria-checked={checked}
        aria-disabled={disabled || undefined}
        aria-label={`${system}: ${formatValue(t, field.fieldname, value)}`}
        className={classes.cell}
        data-checked={checked || undefined}
        onClick={() => !disabled && onChoose(which)}
      >
        <Group gap={6} wrap="nowrap" align="flex-start">
          {checked && <IconCheck size={16} aria-hidden className={classes.check} />}
          <Text size="sm" className={classes.value}>
            {formatValue(t, field.fieldname, value)}
          </Text>
        </Group>
      </UnstyledButton>
    );
  };
  return (
    <div className={classes.grid} role="radiogroup" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId} className={classes.fieldName}>
        {label}
      </Text>
      {cell('internal', field.officient_state, t('conflicts.col.officient'))}
      {cell('external', field.external_state, t('conflicts.col.provider'))}
    </div>
  );
}

function formatValue(t: (key: string, options?: Record<string, unknown>) => string, fieldname: string, value: TFieldValue): string {
  if (value === null || value === '') return t('conflicts.notSet');
  if (typeof value === 'boolean') return value ? t('conflicts.yes') : t('conflicts.no');
  if (typeof value === 'string') return t(`conflicts.option.${fieldname}.${value}`, { defaultValue: value });
  return String(value);
}
