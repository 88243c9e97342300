import { Button, Result } from 'antd';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { Order } from '../../../lib/money/api.ts';

/** The deposit went through: what, to whom, and the order to find it by. */
export function CashInDone({ order, onAnother }: { order: Order; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      data-testid="cash-in-done"
      title={t('agentCashIn:done', {
        amount: formatMoney(order.amount, order.currencyCode),
        name: order.payeeName ?? order.payeeAccount ?? '',
      })}
      subTitle={t('agentCashIn:doneSn', { sn: order.sn })}
      extra={[
        <ScreenLink key="order" to={`/home/psp-order?sn=${encodeURIComponent(order.sn)}`}>
          <Button type="primary">{t('agentCashIn:viewOrder')}</Button>
        </ScreenLink>,
        <Button key="again" onClick={onAnother}>
          {t('agentCashIn:another')}
        </Button>,
      ]}
    />
  );
}
