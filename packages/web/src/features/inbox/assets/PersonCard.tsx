import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';

/** The frame of the assets area's cards on /people/{id}: a titled card that shows loading, failure or nothing-yet itself. */
export function PersonCard(props: {
  id: string;
  title: string;
  empty: string;
  query: { error: unknown; isPending: boolean };
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" mb="sm" id={props.id}>
        {props.title}
      </Title>
      {query.error ? (
        <ErrorBox error={query.error} />
      ) : query.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : props.isEmpty ? (
        <Text size="sm">{props.empty}</Text>
      ) : (
        props.children
      )}
    </Card>
  );
}
