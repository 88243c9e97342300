import { useState } from 'react';
import { Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiOrderRow } from '@pesa/contract';
import { feedback } from '../../../lib/feedback.ts';
import type { Page } from '../../../lib/request/request.ts';
import { API_DASHBOARD_KEY, API_ORDERS_KEY, cancelApiOrder } from '../api.ts';

/**
 * Asks before cancelling a pending top-up, cash-out or transfer: it cannot be undone (SPEC §4).
 * The held money comes back at once, so the lists and balances reload after it. A refusal keeps
 * the dialog open (the request layer has said why).
 */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  /** The order asked about; none closes the dialog. */
  order: ApiOrderRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // The order stays named while the dialog closes.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);

  const cancel = async () => {
    if (!order) return;
    setBusy(true);
    try {
      const cancelled = await cancelApiOrder(order.sn);
      feedback().message.success(t('apiMoney:cancel.done'));
      // The reply is the order as it now is: shown at once in every list holding it. Lists are
      // read again when next shown rather than now, since the server refuses an identical
      // read within 300 ms of the one that showed this row.
      queryClient.setQueriesData<Page<ApiOrderRow>>({ queryKey: API_ORDERS_KEY }, (page) =>
        page
          ? { ...page, rows: page.rows.map((r) => (r.sn === cancelled.sn ? cancelled : r)) }
          : page,
      );
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: API_ORDERS_KEY, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: API_DASHBOARD_KEY }),
      ]);
    } catch {
      // The request layer has shown why; the order is as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={order !== null}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
          <ExclamationCircleFilled aria-hidden style={{ color: '#faad14' }} />
          {shown && t('apiMoney:cancel.title', { sn: shown.sn })}
        </span>
      }
      okText={t('apiMoney:cancel.ok')}
      okButtonProps={{ danger: true }}
      cancelText={t('apiMoney:cancel.keep')}
      confirmLoading={busy}
      onOk={() => void cancel()}
      onCancel={onClose}
    >
      {shown && t(`apiMoney:cancel.body.${shown.kind}`)}
    </Modal>
  );
}
