import { Button, Descriptions, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { FxHistoryRow } from '../api.ts';
import { formatRate } from '../../../lib/money/rateFormat.ts';

/** What a finished conversion did: what left, at which rate, what arrived, its number and time. */
export function FxReceipt({ row, onNew }: { row: FxHistoryRow; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <Space
      orientation="vertical"
      size="middle"
      className="fx-receipt"
      data-testid="fx-receipt"
      style={{ width: '100%', maxWidth: 560 }}
    >
      <Result
        status="success"
        title={t('fx:receipt.title')}
        subTitle={t('fx:receipt.subtitle', { wallet: t(`money:scope.${row.scope}`) })}
        style={{ padding: '16px 0 0' }}
      />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fx:receipt.converted')}>
          {formatMoney(row.amount, row.currencyCode)}
        </Descriptions.Item>
        {/* A TZS→USD rate is 0.0004…: four decimals would hide most of it. */}
        <Descriptions.Item label={t('money:field.rate')}>
          1 {row.currencyCode} = {formatRate(row.rate)} {row.toCurrencyCode}
        </Descriptions.Item>
        <Descriptions.Item label={t('fx:receipt.received')}>
          <strong>{formatMoney(row.receivedAmount, row.toCurrencyCode)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('fx:receipt.orderNo')}>
          <span className="fx-receipt-order">{row.quoteId}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fx:time')}>{formatDateTime(row.createTime)}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={onNew}>
        {t('fx:receipt.again')}
      </Button>
    </Space>
  );
}
