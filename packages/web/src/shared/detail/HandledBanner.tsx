import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export function HandledBanner({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Alert color="gray" variant="light" icon={<IconCircleCheck />} title={title} role="status">
      {children}
    </Alert>
  );
}
