import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Button,
  Descriptions,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { RequestError } from '../../../lib/request/RequestError.ts';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useUserInfo } from '../../../lib/session.ts';
import { deletePayee, PAYEE_LIST_PATH, usePayeeDetail } from '../api.ts';
import { LazyPayeeFormModal } from '../components/LazyPayeeFormModal.tsx';
import { payeeDetailItems, type DetailItem } from '../components/payeeDetailItems.ts';

// Preset colours, whose text shade the theme darkens to 4.5:1 (app/theme.ts); the status colours are lighter.
const AUDIT_COLORS: Record<number, string> = { [-1]: 'gold', 1: 'green', 2: 'red' };

function Section({ title, items }: { title: string; items: DetailItem[] }) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      style={{ marginBottom: 24 }}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        children: <span data-field={item.key}>{item.value}</span>,
      }))}
    />
  );
}

/** One recipient with every field (SPEC §2 "Recipient ... detail"), and Edit/Delete per role. */
export default function PayeeDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: info } = useUserInfo();
  const { data: currencies = [] } = useCurrencies();
  const { data: payee, isLoading, isError } = usePayeeDetail(id);
  const [editing, setEditing] = useState(false);
  // Why the server kept the recipient (one an unfinished order or file still pays), in view.
  const [refusal, setRefusal] = useState<string | null>(null);

  const back = <Link to={PAYEE_LIST_PATH}>{t('payees:backToList')}</Link>;
  if (isLoading) return <Skeleton active />;
  if (isError || !payee) {
    return <Result status="404" title={t('payees:notFound')} extra={back} />;
  }
  const code = (currencyId: number) =>
    currencies.find((c) => c.currencyId === currencyId)?.code ?? String(currencyId);
  const { recipient, account } = payeeDetailItems(payee, t, code);
  const remove = async () => {
    try {
      await deletePayee(payee.id);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setRefusal(error.message);
      return;
    }
    feedback().message.success(t('payees:deleted'));
    await queryClient.invalidateQueries({ queryKey: ['payee'] });
    navigate(PAYEE_LIST_PATH);
  };

  return (
    <section className="page-card" aria-labelledby="payee-title">
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space wrap>
          <Typography.Title id="payee-title" level={3} style={{ margin: 0 }}>
            {payee.name}
          </Typography.Title>
          <Tag color={AUDIT_COLORS[payee.auditStatus]}>
            {t(`payees:audit.${payee.auditStatus}`)}
          </Tag>
        </Space>
        <Space wrap>
          {back}
          <PermissionGate names={['Btn:payee:edit']}>
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('payees:editShort')}
            </Button>
          </PermissionGate>
          <PermissionGate names={['Btn:payee:delete']}>
            <Popconfirm
              title={t('payees:confirmDelete')}
              okText={t('payees:delete')}
              cancelText={t('payees:cancel')}
              onConfirm={remove}
            >
              <Button danger>{t('payees:delete')}</Button>
            </Popconfirm>
          </PermissionGate>
        </Space>
      </Space>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="payee-delete-refused"
          title={refusal}
          style={{ marginBottom: 16 }}
        />
      )}
      <Section title={t('payees:section.recipient')} items={recipient} />
      <Section title={t('payees:section.account')} items={account} />
      <LazyPayeeFormModal
        open={editing}
        payee={payee}
        defaultCountryId={info?.countryId ?? payee.countryId}
        onClose={() => setEditing(false)}
      />
    </section>
  );
}
