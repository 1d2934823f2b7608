import { Anchor, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadsCustomSegments, newSegmentLink, segmentOptionGroups, type TSegmentObjectType } from '@signoff/contract/segments';
import { useMe } from '../shared/session.ts';
import { customSegmentsQuery, filtersQuery, teamsQuery } from './segmentQueries.ts';

/**
 * Segment and team select (spec 02 §2.4): Show everyone (in teams for team_only), Teams, Default filters, Payroll
 * segment filter, custom segments, and a link to build a new segment. Light access loads no custom segments at all.
 */
export function SegmentSelect({
  objectType,
  value,
  onChange,
}: {
  objectType: TSegmentObjectType;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const withSegments = loadsCustomSegments(me.membership.access);
  const teams = useQuery(teamsQuery).data ?? [];
  const filters = useQuery(filtersQuery).data;
  const custom = useQuery({ ...customSegmentsQuery(objectType), enabled: withSegments }).data ?? [];
  const groups = segmentOptionGroups({
    teamOnly: me.membership.team_only,
    teams,
    defaultFilters: filters?.default_filters ?? [],
    integrationFilters: filters?.integration_filters ?? [],
    customSegments: withSegments ? custom : [],
  });
  const data = groups.map((g) => ({
    group: t(`segmentSelect.group.${g.group}`),
    items: g.options.map((o) => ({
      value: o.value,
      label: g.group === 'everyone' ? t(`segmentSelect.${o.label}`) : o.count === null ? o.label : `${o.label} (${o.count})`,
    })),
  }));
  const known = groups.some((g) => g.options.some((o) => o.value === value));
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t('segmentSelect.label')}
        data={data}
        value={known ? value : 'all'}
        onChange={(v) => onChange(v ?? 'all')}
        allowDeselect={false}
        searchable
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      {withSegments && !me.membership.is_read_only && (
        <Anchor component={Link} to={newSegmentLink(objectType, location.pathname)} size="sm">
          {t('segmentSelect.newSegment')}
        </Anchor>
      )}
    </Group>
  );
}
