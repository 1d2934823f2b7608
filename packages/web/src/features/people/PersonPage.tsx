import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';

// The people area is another part of the product; the days-off issue builds its profile page. Until then the
// links from the inbox land here instead of on a dead route.
export function PersonPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('people.title')}
      </Title>
      <Text c="dimmed">{t('people.placeholder', { id })}</Text>
      <Anchor component={Link} to="/inbox">
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
