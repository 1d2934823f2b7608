import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import type { TWorkflow } from '@signoff/contract/workflows';
import { DataTable, type TColumn } from '../../../shared/list/DataTable.tsx';
import { PersonCell } from '../../../shared/list/PersonCell.tsx';
import { Pager } from '../../../shared/list/Pager.tsx';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { useMe } from '../../../shared/session.ts';
import { useTemplates } from './api/listTemplates.ts';
import { useWorkflows } from './api/listWorkflows.ts';
import { StartWorkflowModal } from './StartWorkflowModal.tsx';

/** /workflows — the company's workflow templates and started workflows; a keeper starts one from a template here. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [page, setPage] = useState(0);
  const templates = useTemplates();
  const workflows = useWorkflows(page);
  const [starting, setStarting] = useState<{ templateId: number | null } | null>(null);
  const canStart = !me.membership.is_read_only && (templates.data?.templates.length ?? 0) > 0;
  const columns: TColumn<TWorkflow>[] = [
    {
      id: 'employee',
      header: t('tasks.workflows.col.employee'),
      cell: (row) => <PersonCell name={row.employee.name} avatar={row.employee.avatar} />,
    },
    { id: 'workflow', header: t('tasks.workflows.col.workflow'), cell: (row) => <Text size="sm">{row.name}</Text> },
    {
      id: 'date',
      header: t('tasks.workflows.col.date'),
      width: 130,
      cell: (row) => <Text size="sm">{formatDate(row.workflow_date)}</Text>,
    },
    {
      id: 'progress',
      header: t('tasks.workflows.col.progress'),
      width: 170,
      cell: (row) => <Text size="sm">{t('tasks.workflows.progress', { done: row.done_count, count: row.task_count })}</Text>,
    },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('tasks.workflows.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tasks.workflows.intro')}
          </Text>
        </div>
        {canStart && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => setStarting({ templateId: null })}>
            {t('tasks.start.title')}
          </Button>
        )}
      </Group>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tasks.workflows.templates')}
        </Title>
        {templates.isPending ? (
          <Center py="md">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : templates.error ? (
          <ErrorBox error={templates.error} />
        ) : templates.data.templates.length === 0 ? (
          <Text size="sm">{t('tasks.workflows.noTemplates')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {templates.data.templates.map((template) => (
              <Card key={template.id} withBorder radius="md" padding="md">
                <Stack gap="xs" h="100%" justify="space-between">
                  <div>
                    <Text fw={600}>{template.name}</Text>
                    <Group gap="xs" mt={4}>
                      <Badge variant="light" color="gray">
                        {t(`tasks.workflows.type.${template.type}`)}
                      </Badge>
                      {template.is_sequential && (
                        <Badge variant="light" color="blue">
                          {t('tasks.workflows.sequential')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" mt={6}>
                      {t('tasks.workflows.taskCount', { count: template.item_count })}
                    </Text>
                  </div>
                  {!me.membership.is_read_only && (
                    <Button
                      variant="light"
                      size="xs"
                      w="fit-content"
                      onClick={() => setStarting({ templateId: template.id })}
                      aria-label={t('tasks.workflows.startFrom', { name: template.name })}
                    >
                      {t('tasks.workflows.start')}
                    </Button>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tasks.workflows.started')}
        </Title>
        {workflows.isPending ? (
          <Center py="md">
            <Loader aria-label={t('common.loading')} />
          </Center>
        ) : workflows.error ? (
          <ErrorBox error={workflows.error} />
        ) : workflows.data.items.length === 0 ? (
          <Text size="sm">{t('tasks.workflows.noWorkflows')}</Text>
        ) : (
          <>
            <DataTable label={t('tasks.workflows.started')} columns={columns} rows={workflows.data.items} rowKey={(row) => row.id} />
            <Pager
              page={page}
              total={workflows.data.total}
              exact={workflows.data.total_is_exact}
              perPage={workflows.data.per_page}
              onChange={setPage}
            />
          </>
        )}
      </Stack>

      {starting && templates.data && (
        <StartWorkflowModal
          templates={templates.data.templates}
          initialTemplateId={starting.templateId}
          onClose={() => setStarting(null)}
        />
      )}
    </Stack>
  );
}
