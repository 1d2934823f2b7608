import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { Dialog } from '../shared/Dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYOUT_METHODS,
  PAYOUT_OTHER_REASON_MAX,
  PAYOUT_STATUSES,
  PAYOUT_TYPES,
  ZUpdatePayoutRequestSchema,
  payoutFieldsShown,
  type TAvailablePeriodsResponse,
  type TPayout,
  type TPayoutMethod,
  type TPayoutStatus,
  type TPayoutType,
  type TUpdatePayoutRequest,
} from '@signoff/contract/payout';
import { formatDate } from '@signoff/contract/format';
import { ApiError } from '../shared/api.ts';
import type { LazyQuery } from '../shared/lazyQuery.ts';
import { ErrorBox } from '../shared/detail/ErrorBox.tsx';
import { fieldErrorsFromIssues } from '../shared/formErrors.ts';
import { GrowingTextarea } from '../shared/GrowingTextarea.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  current: TPayout;
  employeeId: number;
  expenseId: number;
  hasPayrollProvider: boolean;
  periodsQuery: LazyQuery<TAvailablePeriodsResponse>;
  onSave: (body: TUpdatePayoutRequest) => Promise<unknown>;
  isSaving: boolean;
};

/** The payout-method chooser (spec 01 §2, 02 §2.4): which fields show and which are required come from the contract. */
export function PayoutModal(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog opened={props.opened} onClose={props.onClose} title={t('payout.title')} centered size="md">
      {props.opened && <PayoutForm {...props} />}
    </Dialog>
  );
}

function PayoutForm({ onClose, current, employeeId, expenseId, hasPayrollProvider, periodsQuery, onSave, isSaving }: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState<TPayoutType>(current.payout_type);
  const [method, setMethod] = useState<TPayoutMethod | null>(current.payout_method);
  const [reason, setReason] = useState(current.payout_other_reason ?? '');
  const [status, setStatus] = useState<TPayoutStatus | null>(current.payout_status);
  const [period, setPeriod] = useState<string | null>(current.period && current.year ? `${current.period}/${current.year}` : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const shown = payoutFieldsShown(type, method ?? undefined);
  const periods = useQuery({ ...periodsQuery, enabled: shown.period });

  const methods = PAYOUT_METHODS.filter(
    (m) =>
      (m !== 'PAYOUT_USING_PAYROLL_PROVIDER' || hasPayrollProvider) &&
      (m !== 'PAYOUT_MANUALLY' || current.payout_method === 'PAYOUT_MANUALLY'),
  );

  const submit = async () => {
    const [p, y] = (period ?? '').split('/');
    const body: TUpdatePayoutRequest = {
      employee_id: employeeId,
      expense_id: expenseId,
      payout_type: type,
      new_payout_method: shown.method ? (method ?? undefined) : undefined,
      old_payout_method: current.payout_method ?? undefined,
      source_app: 'inbox',
      period: shown.period && p ? Number(p) : undefined,
      year: shown.period && y ? Number(y) : undefined,
      payout_other_reason: shown.reason ? reason : '',
      payout_status: shown.status ? (status ?? undefined) : undefined,
    };
    const parsed = ZUpdatePayoutRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues, t, 'payout.errors'));
      return;
    }
    setErrors({});
    setSaveError(null);
    try {
      await onSave(body);
    } catch (error) {
      // The server's field messages go under their fields; its reason phrase goes in the red box above.
      if (error instanceof ApiError && error.fields)
        setErrors({ ...error.fields, ...(error.fields.year && !error.fields.period ? { period: error.fields.year } : {}) });
      setSaveError(error);
    }
  };

  return (
    <Stack>
      {saveError !== null && <ErrorBox error={saveError} />}
      <Select
        label={t('payout.type')}
        data={PAYOUT_TYPES.map((v) => ({ value: v, label: t(`payout.types.${v}`) }))}
        value={type}
        onChange={(v) => v && setType(v as TPayoutType)}
        error={errors.payout_type}
        allowDeselect={false}
        withAsterisk
      />
      {shown.method && (
        <Select
          label={t('payout.method')}
          placeholder={t('payout.chooseMethod')}
          data={methods.map((v) => ({ value: v, label: t(`payout.methods.${v}`) }))}
          value={method}
          onChange={(v) => setMethod(v as TPayoutMethod | null)}
          error={errors.new_payout_method}
          withAsterisk
        />
      )}
      {shown.reason && (
        <GrowingTextarea
          label={t('payout.reason')}
          value={reason}
          maxLength={PAYOUT_OTHER_REASON_MAX}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.payout_other_reason}
          description={`${reason.length}/${PAYOUT_OTHER_REASON_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          minRows={2}
          withAsterisk
        />
      )}
      {shown.status && (
        <Select
          label={t('payout.status')}
          placeholder={t('payout.chooseStatus')}
          data={PAYOUT_STATUSES.map((v) => ({ value: v, label: t(`payout.statuses.${v}`) }))}
          value={status}
          onChange={(v) => setStatus(v as TPayoutStatus | null)}
          error={errors.payout_status}
          withAsterisk
        />
      )}
      {shown.period && (
        <Select
          label={t('payout.period')}
          placeholder={periods.isPending ? t('common.loading') : t('payout.choosePeriod')}
          data={(periods.data?.periods ?? []).map((p) => ({
            value: `${p.period}/${p.year}`,
            label: t('payout.periodLabel', { period: p.period, year: p.year, start: formatDate(p.start), end: formatDate(p.end) }),
          }))}
          value={period}
          onChange={setPeriod}
          error={errors.period ?? (periods.error ? String(periods.error.message) : undefined)}
          withAsterisk
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={isSaving}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
