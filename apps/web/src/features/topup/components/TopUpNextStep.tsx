import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import type { TopUpOrder } from '../api.ts';
import { StkPushStatus } from './StkPushStatus.tsx';
import { TopUpInstructionsView } from './TopUpInstructionsView.tsx';

/**
 * What follows a created top-up: the wallet push's progress, or where and how to pay; then the
 * way to the order and to another top-up. Loaded once the form is touched (topUpSteps.ts).
 */
export function TopUpNextStep({
  order,
  ordersPath,
  onAnother,
}: {
  order: TopUpOrder;
  ordersPath: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="topup-next">
      <div>
        {order.instructions.kind === 'stkPush' ? (
          <StkPushStatus sn={order.sn} payType={order.payType} />
        ) : (
          <TopUpInstructionsView instructions={order.instructions} />
        )}
      </div>
      <div className="topup-next-actions">
        <ScreenLink
          className="plain-button is-primary"
          to={`${ordersPath}?sn=${encodeURIComponent(order.sn)}`}
        >
          {t('topup:viewOrder')}
        </ScreenLink>
        <button type="button" className="plain-button" onClick={onAnother}>
          {t('topup:another')}
        </button>
      </div>
    </div>
  );
}
