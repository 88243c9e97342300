import { useEffect } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsToken } from '../api/opsClient.ts';
import type { QueueCounts } from '../api/opsCalls.ts';
import { rememberDecisions, type OpsEvent } from './decidedElsewhere.ts';
import { isAtConsole, onReturn, trackActivity } from './recentActivity.ts';
import { auditActionLabel, auditTargetLabel } from '../audit/auditTexts.ts';

interface Batch {
  events: OpsEvent[];
  counts: QueueCounts;
}

/**
 * Follows other operators' decisions live (GET /api/ops/events, Server-Sent Events): the menu's
 * counts come with each batch, an open detail learns its item was decided elsewhere, a short
 * notice names who did what, and the lists reload (at once while the operator is at the console,
 * otherwise when they come back to it, so that the stream never keeps an idle session alive).
 */
export function useOpsEvents(me: string | undefined): void {
  const client = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('ops');

  useEffect(() => {
    if (!me) return;
    trackActivity();
    // Lists marked stale while the operator was away reload when they are back.
    const stopReturn = onReturn(
      // A list already reloading is left to finish: a second identical read would only repeat it.
      () =>
        void client.refetchQueries(
          { queryKey: ['ops'], stale: true, type: 'active' },
          { cancelRefetch: false },
        ),
    );
    let source: { close(): void } | null = null;
    let stopped = false;
    void import('eventsource').then(({ EventSource }) => {
      if (stopped) return;
      const stream = new EventSource('/api/ops/events', {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...init.headers, Authorization: `Bearer ${opsToken() ?? ''}` },
          }),
      });
      stream.onmessage = (message) => {
        const batch = JSON.parse(message.data) as Batch;
        client.setQueryData(['ops', 'counts'], batch.counts);
        const others = batch.events.filter((event) => event.operator !== me);
        if (others.length === 0) return;
        rememberDecisions(others);
        for (const event of others.slice(-3))
          notification.info({
            key: `ops-event-${event.id}`,
            message: t('live.title', { operator: event.operator }),
            description: t('live.description', {
              action: auditActionLabel(t, event.shownAction),
              target: auditTargetLabel(t, event),
            }),
            placement: 'bottomRight',
          });
        void client.invalidateQueries({
          predicate: (query) => query.queryKey[0] === 'ops' && query.queryKey[1] !== 'counts',
          refetchType: isAtConsole() ? 'active' : 'none',
        });
      };
      source = stream;
    });
    return () => {
      stopped = true;
      stopReturn();
      source?.close();
    };
  }, [me, client, notification, t]);
}
