import { Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExpiryCountdown } from '../../../components/money/ExpiryCountdown.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { SendQuote } from '../api.ts';
import { formatRate } from '../../../lib/money/rateFormat.ts';

/**
 * What the quote says: fee, what leaves the wallet, and what the recipient gets. The rate and
 * how long it is locked show only when the send converts: a same-currency send has no rate to
 * lock, and its fee does not expire.
 */
export function QuoteSummary({
  quote,
  loading,
  fromCode,
  toCode,
  onExpire,
}: {
  quote?: SendQuote;
  loading: boolean;
  fromCode: string;
  toCode: string;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  if (!quote) return loading ? <Skeleton active paragraph={{ rows: 3 }} /> : null;
  const converts = fromCode !== toCode;
  return (
    <Descriptions column={1} size="small" bordered data-testid="send-quote">
      <Descriptions.Item label={t('money:field.fee')}>
        {formatMoney(quote.netFeeAmount, fromCode)}
      </Descriptions.Item>
      <Descriptions.Item label={t('money:field.payAmount')}>
        <strong data-testid="quote-pay-amount">{formatMoney(quote.payAmount, fromCode)}</strong>
      </Descriptions.Item>
      {converts && (
        <Descriptions.Item label={t('money:field.rate')}>
          1 {fromCode} = {formatRate(quote.rate)} {toCode}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('money:field.toAmount')}>
        {formatMoney(quote.toAmount, toCode)}
      </Descriptions.Item>
      {converts && (
        <Descriptions.Item label={t('send:validity')}>
          <ExpiryCountdown expireTime={quote.expireTime} onExpire={onExpire} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
