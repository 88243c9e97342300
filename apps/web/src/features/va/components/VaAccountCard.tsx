import { Descriptions, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/money/CopyValue.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { StatusTag } from '../../../components/plain/StatusTag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { VA_STATUSES, type VaAccount, type VaStatusName } from '../api.ts';

const STATUS_COLORS: Record<VaStatusName, string> = {
  Submitted: 'gold',
  Confirmed: 'processing',
  Successful: 'success',
};
/** The details a payer needs, in the order a bank transfer form asks for them. */
const DETAIL_FIELDS = [
  'accountId',
  'accountName',
  'bankName',
  'bankAddress',
  'payBillNum',
  'branchCode',
  'bankCode',
] as const;

/** One VA: where its application stands and, once Successful, the details to copy. */
export function VaAccountCard({
  va,
  title,
}: {
  va: VaAccount;
  /** Currency and country, already localized. */
  title: string;
}) {
  const { t } = useTranslation();
  const status = va.status as VaStatusName;
  const step = VA_STATUSES.indexOf(status);
  const details = DETAIL_FIELDS.filter((field) => va[field]);
  return (
    <PlainCard
      title={title}
      extra={
        <StatusTag tone={STATUS_COLORS[status]} data-testid={`va-status-${va.id}`}>
          {t(`va:status.${status}`, { defaultValue: va.status })}
        </StatusTag>
      }
      data-testid={`va-card-${va.id}`}
    >
      <Steps
        size="small"
        // Three short steps fit a phone side by side; stacked they would push the details down.
        responsive={false}
        titlePlacement="vertical"
        current={step}
        status={step === VA_STATUSES.length - 1 ? 'finish' : 'process'}
        items={VA_STATUSES.map((s) => ({ title: t(`va:status.${s}`) }))}
        style={{ marginBottom: 16 }}
      />
      <p className="text-secondary va-hint">{t(`va:hint.${status}`, { defaultValue: '' })}</p>
      {status === 'Successful' && (
        <Descriptions column={1} size="small" bordered>
          {details.map((field) => (
            <Descriptions.Item key={field} label={t(`va:field.${field}`)}>
              <CopyValue value={va[field]} label={t(`va:field.${field}`)} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <p className="text-secondary va-applied">
        {t('va:appliedOn', { date: formatDateTime(va.createTime) })}
      </p>
    </PlainCard>
  );
}
