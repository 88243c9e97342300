import { useState } from 'react';
import { Alert, Card, Flex, QRCode, Segmented, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { COINS, useCoboAddress } from '../api.ts';
import { CoboDepositTable } from '../components/CoboDepositTable.tsx';

/** COBO: a USDT deposit address per wallet and network, credited as USD 1:1. */
export function CoboPage({ scope }: { scope: 0 | 1 }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [coin, setCoin] = useState<string>(COINS[0]);
  const { data, isLoading, isError } = useCoboAddress(scope, coin);
  return (
    <section className="page-card" aria-labelledby="cobo-title">
      <Typography.Title level={2} id="cobo-title">
        {t(scope === 1 ? 'cobo:titleCrossBorder' : 'cobo:titleDomestic')}
      </Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title={t('cobo:address')}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {/* Three network names do not fit a phone's width side by side: stacked there. */}
            <Segmented
              value={coin}
              onChange={(v) => setCoin(String(v))}
              orientation={isPhone ? 'vertical' : 'horizontal'}
              block={isPhone}
              options={COINS.map((c) => ({ value: c, label: t(`cobo:coins.${c}`) }))}
            />
            {isLoading ? (
              <Skeleton active paragraph={{ rows: 1 }} />
            ) : data ? (
              <Flex gap="large" wrap align="center">
                {/* Scanned by a wallet app on the payer's phone: the address only, no amount,
                    because the payer chooses how much to send. */}
                <QRCode
                  value={data.address}
                  size={160}
                  bordered
                  aria-label={t('cobo:qrLabel')}
                  data-testid="cobo-qr"
                />
                <div
                  style={{ wordBreak: 'break-all', flex: '1 1 220px' }}
                  data-testid="cobo-address"
                >
                  <Typography.Paragraph type="secondary">{t('cobo:qrHint')}</Typography.Paragraph>
                  <CopyValue value={data.address} label="address" />
                </div>
              </Flex>
            ) : isError ? (
              <Alert type="error" showIcon title={t('cobo:unavailable')} />
            ) : null}
            <Alert
              type="warning"
              showIcon
              title={t('cobo:networkWarning', { network: t(`cobo:coins.${coin}`) })}
              description={t('cobo:creditNote')}
            />
          </Space>
        </Card>
        <Card title={t('cobo:deposits')}>
          <CoboDepositTable scope={scope} />
        </Card>
      </Space>
    </section>
  );
}
