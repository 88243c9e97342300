import { Button, Descriptions, Drawer, Modal, Space, Timeline, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelOrder, useOrderDetail } from '../../lib/money/api.ts';
import { isCancellable, orderStatusKey } from '../../lib/money/orderStatus.ts';
import { formatDateTime, formatMoney, formatUnbrokenMoney } from '../../lib/format.ts';
import { feedback } from '../../lib/feedback.ts';
import { timelineNoteKey } from '../../lib/money/timelineNote.ts';
import { OrderStatusTag } from './OrderStatusTag.tsx';
import { CrossBorderLegs } from './CrossBorderLegs.tsx';
import { useIsPhone } from '../useIsPhone.ts';
import { ReceiptDownloadButton, type ReceiptCarrier } from './ReceiptDownloadButton.tsx';
import './receipt.css';
import { formatRate } from '../../lib/money/rateFormat.ts';
import { placerText } from '../../lib/money/orderPlacer.ts';

/** Order detail with its status timeline, cancel (while pending) and a printable receipt. */
/** The account's own approval (docs/permissions.md, "Approvals"), not a cross-border leg. */
const ACCOUNT_APPROVALS = ['AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED'];
const isAccountApproval = (status: string | null): status is string =>
  status !== null && ACCOUNT_APPROVALS.includes(status);

export function OrderDetailDrawer({ sn, onClose }: { sn?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const { data: order, isLoading } = useOrderDetail(sn, true);

  const confirmCancel = () =>
    modal.confirm({
      title: t('money:cancel.title'),
      content: t('money:cancel.irreversible'),
      okText: t('money:cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('money:cancel.keep'),
      onOk: async () => {
        await cancelOrder(order!.sn);
        feedback().message.success(t('money:cancel.done'));
        await queryClient.invalidateQueries({ queryKey: ['order'] });
        await queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
      },
    });

  return (
    <Drawer
      open={Boolean(sn)}
      onClose={onClose}
      title={t('money:detail.title')}
      size={isPhone ? '100%' : 520}
      loading={isLoading}
      rootClassName="order-receipt"
      extra={
        <Space>
          {order && isCancellable(order.status) && (
            <Button danger onClick={confirmCancel}>
              {t('money:cancel.button')}
            </Button>
          )}
          {order && <ReceiptDownloadButton order={order as ReceiptCarrier} />}
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('money:detail.print')}
          </Button>
        </Space>
      }
    >
      {modalHolder}
      {order && (
        <div ref={focusableDrawerBody(t('money:detail.title'))}>
          <Typography.Title level={5} className="receipt-brand">
            {t('money:detail.receipt')}
          </Typography.Title>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('money:field.sn')}>{order.sn}</Descriptions.Item>
            {(order as ReceiptCarrier).receiptCode && (
              <Descriptions.Item label={t('money:receipt.code')}>
                <span data-testid="receipt-code">{(order as ReceiptCarrier).receiptCode}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('money:field.status')}>
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money:field.type')}>
              {t(`money:kind.${order.type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('money:field.payType')}>
              {t(`money:payType.${order.payType}`, { defaultValue: String(order.payType) })}
            </Descriptions.Item>
            {/* A move to the cross-border balance (kind 1) pays into the customer's own wallet. */}
            {order.type === 1 && (
              <Descriptions.Item label={t('crossBorder:toBalance')}>
                {t('send:crossBorderWallet')} {order.toCurrencyCode}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('money:field.amount')}>
              {formatMoney(order.amount, order.currencyCode)}
            </Descriptions.Item>
            <Descriptions.Item label={t('money:field.fee')}>
              {formatMoney(order.netFeeAmount, order.currencyCode)}
              {order.costFeeAmount && Number(order.netFeeAmount) > 0 && (
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('money:detail.feeSplit', {
                    // On a phone this line wraps; each amount stays whole.
                    cost: formatUnbrokenMoney(order.costFeeAmount, order.currencyCode),
                    interest: formatUnbrokenMoney(order.interestFeeAmount, order.currencyCode),
                  })}
                </Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('money:field.payAmount')}>
              {formatMoney(order.payAmount, order.currencyCode)}
            </Descriptions.Item>
            {order.currencyCode !== order.toCurrencyCode && (
              <Descriptions.Item label={t('money:field.rate')}>
                {formatRate(order.rate)}
              </Descriptions.Item>
            )}
            <Descriptions.Item
              label={order.type === 1 ? t('crossBorder:arrives') : t('money:field.toAmount')}
            >
              {formatMoney(order.toAmount, order.toCurrencyCode)}
            </Descriptions.Item>
            {order.counterparty?.role === 'agent' ? (
              // The customer's copy of an agent's cash deposit: who paid it in.
              <Descriptions.Item label={t('money:field.agent')}>
                {order.counterparty.name ?? ''} {order.counterparty.accountNo}
              </Descriptions.Item>
            ) : (
              order.payeeName && (
                <Descriptions.Item label={t('money:field.payee')}>
                  {order.payeeName} {order.payeeAccount ?? ''}
                </Descriptions.Item>
              )
            )}
            {order.nameCheck && (
              <Descriptions.Item label={t('money:detail.nameCheck')}>
                <span data-testid="order-name-check">
                  {t(`money:detail.nameCheckResult.${order.nameCheck}`, {
                    name: order.nameCheckName ?? '',
                  })}
                </span>
              </Descriptions.Item>
            )}
            {order.contractWorkerName && (
              <Descriptions.Item label={t('money:field.contractWorker')}>
                {order.contractWorkerName}
              </Descriptions.Item>
            )}
            {order.remark && (
              <Descriptions.Item label={t('money:field.remark')}>
                <span data-testid="order-remark">{order.remark}</span>
              </Descriptions.Item>
            )}
            {order.failReason && (
              <Descriptions.Item label={t('money:field.failReason')}>
                {order.failReason}
              </Descriptions.Item>
            )}
            {order.createdBy && (
              <Descriptions.Item label={t('orders:createdBy.label')}>
                <span data-testid="order-created-by">{placerText(order.createdBy, t)}</span>
              </Descriptions.Item>
            )}
            {order.accountNo && (
              <Descriptions.Item label={t('money:detail.account')}>
                {order.accountNo}
              </Descriptions.Item>
            )}
            {isAccountApproval(order.approvalStatus) && (
              <Descriptions.Item label={t('money:detail.approval')}>
                <span data-testid="order-approval">
                  {t(`approvals:statuses.${order.approvalStatus}`)}
                  {order.approvalDate && ` · ${formatDateTime(order.approvalDate)}`}
                </span>
              </Descriptions.Item>
            )}
            {order.auditStatus !== null && (
              <Descriptions.Item label={t('money:detail.review')}>
                {t(`money:detail.reviewStatus.${order.auditStatus}`)}
                {order.auditTime && ` · ${formatDateTime(order.auditTime)}`}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('money:field.createTime')}>
              {formatDateTime(order.createTime)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('money:detail.timeline')}
          </Typography.Title>
          <Timeline
            items={order.timeline.map((entry) => ({
              key: `${entry.time}-${entry.status}`,
              content: (
                <>
                  <Typography.Text strong>{t(orderStatusKey(entry.status))}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.time)} · {t(timelineNoteKey(entry))}
                  </Typography.Text>
                </>
              ),
            }))}
          />
          {order.legs && <CrossBorderLegs legs={order.legs} />}
        </div>
      )}
    </Drawer>
  );
}

/**
 * antd's drawer body scrolls a long receipt but takes no focus, so a keyboard could not scroll it
 * (WCAG 2.1.1, axe's scrollable-region-focusable): the body becomes a named, focusable region.
 */
function focusableDrawerBody(label: string) {
  return (node: HTMLElement | null) => {
    const body = node?.closest('.ant-drawer-body');
    if (!body) return;
    body.setAttribute('tabindex', '0');
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', label);
  };
}
