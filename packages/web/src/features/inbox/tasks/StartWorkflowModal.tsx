import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../../shared/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TTemplate } from '@signoff/contract/workflows';
import { errorText } from '../../../shared/api.ts';
import { useDebouncedValue } from '../../../shared/useDebouncedValue.ts';
import { toast } from '../../../shared/toast.ts';
import { useWorkflowEmployees } from './api/listWorkflowEmployees.ts';
import { useStartWorkflow } from './api/startWorkflow.ts';

/** Start a workflow from the web: a template, the employee it is about, its date, and whether to e-mail the assignees. */
export function StartWorkflowModal({
  templates,
  initialTemplateId,
  onClose,
}: {
  templates: readonly TTemplate[];
  initialTemplateId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState<string | null>(initialTemplateId === null ? null : String(initialTemplateId));
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [date, setDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [notify, setNotify] = useState(true);
  const [tried, setTried] = useState(false);
  const employees = useWorkflowEmployees(useDebouncedValue(search.trim()));
  const start = useStartWorkflow();

  const missing = {
    template: templateId === null ? t('tasks.start.chooseTemplate') : null,
    employee: employeeId === null ? t('tasks.start.chooseEmployee') : null,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? null : t('tasks.start.chooseDate'),
  };
  const submit = () => {
    setTried(true);
    if (missing.template || missing.employee || missing.date) return;
    start.mutate(
      { workflow_template_id: Number(templateId), employee_id: Number(employeeId), workflow_date: date, notify_assignees: notify },
      {
        onSuccess: (data) => {
          toast.success(t('tasks.start.startedToast', { count: data.task_ids.length }));
          onClose();
        },
        onError: (error) => toast.error(t('tasks.start.failed'), errorText(error)),
      },
    );
  };

  return (
    <Dialog opened onClose={onClose} title={t('tasks.start.title')} centered>
      <Stack gap="md">
        <Select
          label={t('tasks.start.template')}
          data={templates.map((x) => ({ value: String(x.id), label: x.name }))}
          value={templateId}
          onChange={setTemplateId}
          error={tried ? missing.template : null}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label={t('tasks.start.employee')}
          placeholder={t('tasks.start.employeePlaceholder')}
          data={(employees.data?.employees ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={employeeId}
          onChange={setEmployeeId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('tasks.start.nobody')}
          error={tried ? missing.employee : null}
          withAsterisk
        />
        <TextInput
          type="date"
          label={t('tasks.start.date')}
          description={t('tasks.start.dateHelp')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={tried ? missing.date : null}
          withAsterisk
        />
        <Checkbox label={t('tasks.start.notify')} checked={notify} onChange={(e) => setNotify(e.currentTarget.checked)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={start.isPending}>
            {t('tasks.start.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
