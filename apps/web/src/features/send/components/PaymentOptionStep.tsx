import { useState } from 'react';
import { Alert, Button, Radio, Space, Typography } from 'antd';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import type { PayeeView } from '@pesa/contract';
import { useAssetRows } from '../../../lib/money/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { FundCrossBorderDialog } from '../../../components/money/FundCrossBorderDialog.tsx';
import type { Scope } from '../api.ts';

/**
 * Step 2: the wallet the money leaves. A domestic send pays from the domestic balance in the
 * recipient's currency; a cross-border send may pay from any cross-border balance.
 */
export function PaymentOptionStep({
  scope,
  payee,
  value,
  onNext,
  onBack,
}: {
  scope: Scope;
  payee: PayeeView;
  value?: number;
  onNext: (currencyId: number) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { data: assets = [] } = useAssetRows();
  // The role that opens this step covers its wallet, so its balance is never hidden (null).
  const balanceOf = (row: { domestic: string | null; crossBorder: string | null }) =>
    (scope === 1 ? row.crossBorder : row.domestic) ?? '0';
  const options =
    scope === 0
      ? [
          assets.find((a) => a.currencyId === payee.currencyId) ?? {
            currencyId: payee.currencyId,
            currencyCode: '',
            domestic: '0',
            crossBorder: '0',
          },
        ]
      : assets.filter((a) => Number(a.crossBorder) > 0);
  const walletLabel = t(scope === 1 ? 'send:crossBorderWallet' : 'send:domesticWallet');
  // Across borders, local money can be moved in from the domestic balance (issue 15, item 3).
  const [funding, setFunding] = useState(false);
  const fundButton = scope === 1 && (
    <Button onClick={() => setFunding(true)} data-testid="fund-cross-border">
      {t('crossBorder:open')}
    </Button>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Text>
        {t('send:method')}:{' '}
        <strong>
          {t(`money:payType.${payee.payType}`, { defaultValue: String(payee.payType) })}
        </strong>
      </Typography.Text>
      {options.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('send:noBalance')}
          description={
            <Space wrap>
              {fundButton}
              <ScreenLink to={scope === 1 ? '/home/mrp-recharge' : '/home/psp-recharge'}>
                {t('send:topUp')}
              </ScreenLink>
            </Space>
          }
        />
      ) : (
        <Radio.Group
          value={value ?? (options.length === 1 ? options[0]!.currencyId : undefined)}
          onChange={(e) => onNext(e.target.value as number)}
        >
          <Space orientation="vertical">
            {options.map((row) => (
              <Radio key={row.currencyId} value={row.currencyId} className="send-choice">
                {walletLabel} ·{' '}
                {t('money:availableAmount', {
                  amount: formatMoney(balanceOf(row), row.currencyCode),
                })}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      <Space wrap>
        <Button onClick={onBack}>{t('send:back')}</Button>
        {options.length > 0 && fundButton}
        {options.length === 1 && (
          <Button type="primary" onClick={() => onNext(options[0]!.currencyId)}>
            {t('send:next')}
          </Button>
        )}
      </Space>
      {scope === 1 && <FundCrossBorderDialog open={funding} onClose={() => setFunding(false)} />}
    </Space>
  );
}
