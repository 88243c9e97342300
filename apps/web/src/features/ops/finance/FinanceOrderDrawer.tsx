import { useState } from 'react';
import { App, Button, Drawer, Space, Tag, Timeline, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { orderStatusColor, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { timelineNoteKey } from '../../../lib/money/timelineNote.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { OpsError } from '../api/opsClient.ts';
import { useOpsSession } from '../useOpsSession.ts';
import { financeApi, type Decision, type FinanceQueue } from './financeCalls.ts';
import { FINANCE_DECIDERS, FINANCE_QUEUES } from './financeView.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { OrderFields } from './OrderFields.tsx';
import { CustomerCard } from './CustomerCard.tsx';
import { RecentOrders } from './RecentOrders.tsx';
import { ActedElsewhere } from '../live/ActedElsewhere.tsx';
import { ProofFile } from './ProofFile.tsx';

/** The server's answer when the order no longer waits for a decision (someone came first). */
const ORDER_STATUS = -1019;

/**
 * One order of a finance queue: every field, its customer and their recent orders, the proof of
 * a top-up, its events, and Approve / Reject with a required reason through /ops/order/*. When
 * another operator decided first, the server's message says so and the queue reloads.
 */
export function FinanceOrderDrawer({
  queue,
  orderId,
  onClose,
}: {
  queue: FinanceQueue;
  orderId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ops', 'money']);
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const me = useOpsSession().data;
  const [decision, setDecision] = useState<Decision | null>(null);
  const detail = useQuery({
    queryKey: ['ops', 'finance', 'detail', orderId],
    queryFn: () => financeApi.detail(orderId!),
    enabled: orderId !== null,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['ops', 'finance'] });
    void client.invalidateQueries({ queryKey: ['ops', 'counts'] });
  };
  const decide = useMutation({
    mutationFn: ({ reason }: { reason: string }) => financeApi.decide(decision!, orderId!, reason),
    onSuccess: () => {
      message.success(t(decision === 'approve' ? 'finance.approved' : 'finance.rejected'));
      setDecision(null);
      onClose();
    },
    onError: (error) => {
      message.error(error.message);
      // Decided elsewhere: nothing left to do here; the queue shows what still waits.
      if (error instanceof OpsError && error.code === ORDER_STATUS) {
        setDecision(null);
        onClose();
      }
    },
    onSettled: refresh,
  });
  if (orderId === null) return null;
  const data = detail.data;
  const order = data?.order;
  const canDecide = !!order?.awaitingReview && FINANCE_DECIDERS.has(me?.role ?? '');
  return (
    <Drawer
      open
      onClose={onClose}
      size={phone ? '100%' : 760}
      loading={detail.isPending}
      title={
        order
          ? `${t(`${FINANCE_QUEUES[queue].texts}.item`)} ${order.sn}${phone ? '' : ` · ${formatMoney(order.amount, order.currencyCode)}`}`
          : t('finance.loading')
      }
      extra={
        canDecide && (
          <Space>
            <Button type="primary" onClick={() => setDecision('approve')}>
              {t('finance.approve')}
            </Button>
            <Button danger onClick={() => setDecision('reject')}>
              {t('finance.reject')}
            </Button>
          </Space>
        )
      }
    >
      <ActedElsewhere target={`order:${orderId}`} />
      {detail.isError && <Typography.Text type="danger">{detail.error.message}</Typography.Text>}
      {data && order && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {!order.awaitingReview && <Tag color="default">{t('finance.decidedAlready')}</Tag>}
          {order.proofFile && <ProofFile orderId={order.orderId} filePath={order.proofFile} />}
          <OrderFields order={order} />
          <CustomerCard customer={data.customer} />
          <RecentOrders orders={data.recentOrders} />
          <div>
            <Typography.Title level={5}>{t('finance.timeline')}</Typography.Title>
            <Timeline
              items={data.timeline.map((entry, index) => ({
                key: index,
                color: orderStatusColor(entry.status),
                content: (
                  <>
                    <Tag color={orderStatusColor(entry.status)}>
                      {t(orderStatusKey(entry.status))}
                    </Tag>
                    <Typography.Text type="secondary">
                      {formatDateTime(entry.time)} · {t(`finance.actor.${entry.actorType}`)} ·{' '}
                      {/* An operator's or a rail's own words as given; the server's, translated. */}
                      {entry.actorType === 'operator' || entry.actorType === 'channel'
                        ? entry.reason
                        : t(timelineNoteKey(entry))}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
          </div>
        </Space>
      )}
      <DecisionDialog
        decision={decision}
        customerLanguage={data?.customer?.language}
        pending={decide.isPending}
        onDecide={(reason) => decide.mutate({ reason })}
        onCancel={() => setDecision(null)}
      />
    </Drawer>
  );
}
