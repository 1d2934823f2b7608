import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TColumn } from './DataTable.tsx';

/** Which of a list's hideable columns show; the choice is the caller's to remember. */
export function ColumnsMenu<Row>({
  columns,
  hidden,
  onChange,
}: {
  columns: readonly TColumn<Row>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          {t('list.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.map((c) => (
          <Menu.Item key={c.id} component="div">
            <Checkbox
              label={c.header}
              checked={!hidden.includes(c.id)}
              disabled={!c.hideable}
              onChange={(e) => onChange(e.currentTarget.checked ? hidden.filter((h) => h !== c.id) : [...hidden, c.id])}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
