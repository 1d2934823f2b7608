import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAR_FIELD_NAMES } from '@signoff/contract/cars';
import { DetailRow } from '../../../shared/detail/DetailRow.tsx';
import { ErrorBox } from '../../../shared/detail/ErrorBox.tsx';
import { ApiError } from '../../../shared/api.ts';
import { usePersonCars } from './api/listPersonCars.ts';
import { formatCarValue } from './carValue.ts';

/** The person's company car on /people/{id}, read-only (spec: cars are shown on the person page). */
export function PersonCarsSection({ employeeId }: { employeeId: number }) {
  const { t, i18n } = useTranslation();
  const query = usePersonCars(employeeId);
  // Someone who may open the profile but not see its cars gets no card at all, rather than an error.
  if (query.error instanceof ApiError && query.error.status === 404) return null;
  const items = query.data?.items ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="person-cars-title">
      <Title order={2} size="h4" mb="sm" id="person-cars-title">
        {t('carConflicts.person.title')}
      </Title>
      {query.error ? (
        <ErrorBox error={query.error} />
      ) : query.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : items.length === 0 ? (
        <Text size="sm">{t('carConflicts.person.none')}</Text>
      ) : (
        <Stack gap="lg">
          {items.map((car) => (
            <Stack key={car.id} gap="xs">
              {car.model && <DetailRow label={t('carConflicts.person.model')}>{car.model}</DetailRow>}
              {CAR_FIELD_NAMES.map((field) => (
                <DetailRow key={field} label={t(`carConflicts.field.${field}`)}>
                  {formatCarValue(t, i18n.language, field, car[field])}
                </DetailRow>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
