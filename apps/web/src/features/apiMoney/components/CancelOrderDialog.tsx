import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { feedback } from '../../../lib/feedback.ts';
import type { Page } from '../../../lib/request/request.ts';
import { API_DASHBOARD_KEY, API_ORDERS_KEY, cancelApiOrder } from '../api.ts';

/** Only what still waits for an operator may be cancelled (SPEC §4; the server decides). */
export function isApiCancellable(order: Pick<ApiOrderRow, 'status' | 'kind'>): boolean {
  return order.status === -2 && order.kind !== 'collect' && order.kind !== 'payout';
}

/**
 * Asks before cancelling a pending top-up, cash-out or transfer: it cannot be undone (SPEC §4).
 * The held money comes back at once, so the lists and balances reload after it.
 */
export function useCancelApiOrder() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const queryClient = useQueryClient();

  const confirmCancel = (order: ApiOrderRow, onCancelled?: (order: ApiOrderRow) => void) =>
    modal.confirm({
      title: t('apiMoney:cancel.title', { sn: order.sn }),
      content: t(`apiMoney:cancel.body.${order.kind}`),
      okText: t('apiMoney:cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('apiMoney:cancel.keep'),
      onOk: async () => {
        const cancelled = await cancelApiOrder(order.sn);
        feedback().message.success(t('apiMoney:cancel.done'));
        onCancelled?.(cancelled);
        // The reply is the order as it now is: shown at once in every list holding it. Lists are
        // read again when next shown rather than now, since the server refuses an identical
        // read within 300 ms of the one that showed this row.
        queryClient.setQueriesData<Page<ApiOrderRow>>({ queryKey: API_ORDERS_KEY }, (page) =>
          page
            ? { ...page, rows: page.rows.map((r) => (r.sn === cancelled.sn ? cancelled : r)) }
            : page,
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY, refetchType: 'none' }),
          queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
        ]);
      },
    });

  return [confirmCancel, holder] as const;
}
