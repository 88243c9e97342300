import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpenBalanceRow } from '@pesa/contract';
import { formatAmount } from '../../../lib/format.ts';
import { accountTypeKey, groupBalances, isC2bType } from '../accountTypes.ts';

/** One card per API account type, each with its balance per currency. */
export function BalanceCards({ balances }: { balances: readonly OpenBalanceRow[] }) {
  const { t } = useTranslation();
  const groups = groupBalances(balances);
  if (groups.length === 0)
    return <Empty className="api-empty" description={t('apiAccess:dashboard.noBalances')} />;
  return (
    <Row gutter={[16, 16]}>
      {groups.map(({ accountType, rows }) => (
        <Col key={accountType} xs={24} sm={12} xl={6}>
          <Card
            size="small"
            className="api-balance-card"
            data-testid={`api-balance-${accountType}`}
            title={
              <span>
                {t(accountTypeKey(accountType), { defaultValue: String(accountType) })}
                {isC2bType(accountType) && (
                  <Typography.Text type="secondary" className="api-balance-kind">
                    {t('apiAccess:accountType.c2b')}
                  </Typography.Text>
                )}
              </span>
            }
          >
            {rows.map((row) => (
              <div key={row.currencyId} className="api-balance-row">
                <span className="api-balance-amount">
                  {formatAmount(row.balance, { minDecimals: 2 })}
                </span>
                <span className="asset-currency">{row.currencyCode}</span>
              </div>
            ))}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
