import type { OpsCustomerName } from '@pesa/contract';
import { Typography } from 'antd';

/** A customer in a list: the account number, and the KYC/KYB name beneath it. */
export function CustomerNameCell({ customer }: { customer: OpsCustomerName | undefined }) {
  if (!customer) return <Typography.Text type="secondary">…</Typography.Text>;
  return (
    <span data-testid="ops-customer-name-cell">
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {customer.accountNo}
      </Typography.Text>
      {customer.name && (
        <div>
          <Typography.Text type="secondary">{customer.name}</Typography.Text>
        </div>
      )}
    </span>
  );
}
