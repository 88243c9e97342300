import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import type { FxHistoryRow } from '../api.ts';

/** What a finished conversion did: what left, at which rate, what arrived, its number and time. */
export function FxReceipt({ row, onNew }: { row: FxHistoryRow; onNew: () => void }) {
  const { t } = useTranslation();
  const money = (amount: string, code: string) =>
    `${formatAmount(amount, { minDecimals: 2 })} ${code}`;
  return (
    <Result
      status="success"
      title={t('fx:receipt.title')}
      subTitle={t('fx:receipt.subtitle', { wallet: t(`money:scope.${row.scope}`) })}
      className="fx-receipt"
      data-testid="fx-receipt"
      extra={
        <Button type="primary" onClick={onNew}>
          {t('fx:receipt.again')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('fx:receipt.converted')}>
          {money(row.amount, row.currencyCode)}
        </Descriptions.Item>
        <Descriptions.Item label={t('money:field.rate')}>
          1 {row.currencyCode} = {formatAmount(row.rate)} {row.toCurrencyCode}
        </Descriptions.Item>
        <Descriptions.Item label={t('fx:receipt.received')}>
          <strong>{money(row.receivedAmount, row.toCurrencyCode)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('fx:receipt.orderNo')}>{row.quoteId}</Descriptions.Item>
        <Descriptions.Item label={t('fx:time')}>{formatDateTime(row.createTime)}</Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
