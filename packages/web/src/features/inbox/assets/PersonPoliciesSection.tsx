import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@signoff/contract/format';
import { PersonCard } from './PersonCard.tsx';
import { usePersonPolicies } from './api/listPersonItems.ts';

/** The asset and car policies made for a person from a contract template, on /people/{id}. */
export function PersonPoliciesSection({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const query = usePersonPolicies(employeeId);
  const items = query.data?.items ?? [];
  return (
    <PersonCard
      id="person-policies-title"
      title={t('assets.policies.title')}
      empty={t('assets.policies.none')}
      query={query}
      isEmpty={items.length === 0}
    >
      <List spacing="xs" listStyleType="none" aria-labelledby="person-policies-title">
        {items.map((policy) => (
          <List.Item key={policy.id}>
            <Text size="sm" fw={500}>
              {policy.name}
            </Text>
            <Text size="xs" c="dimmed">
              {policy.kind === 'car'
                ? t('assets.policies.car', { date: formatDate(policy.created_at), name: policy.created_by_name })
                : t('assets.policies.assets', {
                    count: policy.asset_ids.length,
                    date: formatDate(policy.created_at),
                    name: policy.created_by_name,
                  })}
            </Text>
          </List.Item>
        ))}
      </List>
    </PersonCard>
  );
}
