import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_TAB_KEYS, TAB_COUNT_KEY, TAB_EXTRA_COUNT_KEY, badgeText, type TInboxTabKey } from '@signoff/contract/inbox';
import { afterPaint } from '../shared/afterPaint.ts';
import { countsQuery, useMe } from '../shared/session.ts';
import { rememberedKeys, useRememberedState } from '../shared/useRememberedState.ts';
import classes from './InboxLayout.module.css';

/** Tabs that show only while they have something in them (spec §2: calendar and car conflicts). */
const SHOWN_ONLY_WITH_COUNT: readonly TInboxTabKey[] = ['calendarConflicts', 'carConflicts'];
/** Tabs every signed-in person has (their own tasks and reminders): holding only these, one approves nothing. */
const EVERYONE_TABS: readonly TInboxTabKey[] = ['tasks', 'reminders'];

function useVisibleTabs(): TInboxTabKey[] {
  const me = useMe();
  const counts = useQuery(countsQuery).data;
  return INBOX_TAB_KEYS.filter(
    (key) => me.tabs.includes(key) && (!SHOWN_ONLY_WITH_COUNT.includes(key) || (counts?.[TAB_COUNT_KEY[key]] ?? 0) > 0),
  );
}

const isTabKey = (v: unknown): v is TInboxTabKey => (INBOX_TAB_KEYS as readonly unknown[]).includes(v);

export function InboxLayout() {
  const { t } = useTranslation();
  const tabs = useVisibleTabs();
  const counts = useQuery(countsQuery).data;
  const location = useLocation();
  const navigate = useNavigate();
  const [, setLastTab] = useRememberedState<TInboxTabKey | ''>(
    rememberedKeys.lastInboxTab,
    '',
    (v): v is TInboxTabKey | '' => v === '' || isTabKey(v),
  );
  const current = location.pathname.split('/')[2] ?? '';
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the active tab may sit past the edge of the scrolling bar (again once the badges widen the tabs).
  useEffect(
    () =>
      afterPaint(() => listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })),
    [current, tabs.length, counts],
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('inbox.title')}
      </Title>
      <Tabs
        classNames={{ list: classes.list, tab: classes.tab }}
        value={isTabKey(current) ? current : null}
        onChange={(value) => {
          if (!isTabKey(value)) return;
          setLastTab(value);
          void navigate(`/inbox/${value}`);
        }}
      >
        {/* Busy till the counts arrive: a badge read earlier would say nothing is waiting. */}
        <Tabs.List ref={listRef} aria-label={t('inbox.tabs')} aria-busy={counts === undefined}>
          {tabs.map((key) => {
            const count = counts?.[TAB_COUNT_KEY[key]];
            const extraKey = TAB_EXTRA_COUNT_KEY[key];
            const extra = extraKey ? counts?.[extraKey] : undefined;
            return (
              <Tabs.Tab
                key={key}
                value={key}
                // From a detail page the tab is already the active one, so onChange does not fire: go to its list.
                onClick={() => {
                  if (key === current && location.pathname !== `/inbox/${key}`) void navigate(`/inbox/${key}`);
                }}
                rightSection={
                  count || extra ? (
                    <Group gap={4} wrap="nowrap">
                      {extra ? (
                        <Badge
                          size="sm"
                          circle={extra < 10}
                          variant="light"
                          color="orange"
                          aria-label={t('inbox.missingCount', { count: extra, shown: badgeText(extra) })}
                        >
                          {badgeText(extra)}
                        </Badge>
                      ) : null}
                      {count ? (
                        <Badge
                          size="sm"
                          circle={count < 10}
                          variant="filled"
                          aria-label={t('inbox.pendingCount', { count, shown: badgeText(count) })}
                        >
                          {badgeText(count)}
                        </Badge>
                      ) : null}
                    </Group>
                  ) : null
                }
              >
                {t(`inbox.tab.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}

/** /inbox opens the last chosen tab when it is still visible, else the first one. */
export function InboxIndex() {
  const { t } = useTranslation();
  const tabs = useVisibleTabs();
  const [lastTab] = useRememberedState<TInboxTabKey | ''>(
    rememberedKeys.lastInboxTab,
    '',
    (v): v is TInboxTabKey | '' => v === '' || isTabKey(v),
  );
  const target = lastTab && tabs.includes(lastTab) ? lastTab : tabs[0];
  // Someone who decides nothing (only the tabs everyone has) lands on their own requests (decision 0018).
  if (!lastTab && tabs.every((key) => EVERYONE_TABS.includes(key))) return <Navigate to="/me/requests" replace />;
  if (!target)
    return (
      <Group>
        <Title order={3} size="h4" c="dimmed">
          {t('inbox.nothing')}
        </Title>
      </Group>
    );
  return <Navigate to={`/inbox/${target}`} replace />;
}
