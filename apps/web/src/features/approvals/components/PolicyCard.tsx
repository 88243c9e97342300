import { useEffect, useState } from 'react';
import { Button, Card, Form, Radio, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../../lib/money/api.ts';
import { useApprovalActions, useApprovalPolicy, type ApprovalPolicy } from '../api.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

type Draft = Omit<ApprovalPolicy, 'updateTime'>;

/**
 * The main account's policy: off, or payments above an amount per currency need one or two
 * approvals. The server refuses a policy nobody could satisfy and says why.
 */
export function PolicyCard() {
  const { t, i18n } = useTranslation();
  const { data: saved } = useApprovalPolicy();
  const { data: currencies = [] } = useCurrencies();
  const { savePolicy } = useApprovalActions();
  const [draft, setDraft] = useState<Draft>({
    enabled: false,
    approvalsRequired: 1,
    thresholds: [],
    apiBatches: false,
  });
  useEffect(() => {
    if (saved) setDraft(saved);
  }, [saved]);
  const name = (c: { code: string; nameEn: string; nameZh: string }) =>
    `${c.code} · ${i18n.language.startsWith('zh') ? c.nameZh : c.nameEn}`;
  const setThreshold = (i: number, change: Partial<Draft['thresholds'][number]>) =>
    setDraft({
      ...draft,
      thresholds: draft.thresholds.map((row, j) => (j === i ? { ...row, ...change } : row)),
    });
  return (
    <Card title={<h3 className="approvals-card-title">{t('approvals:policyTitle')}</h3>}>
      <Form layout="vertical" onFinish={() => savePolicy.mutate(draft)}>
        <Form.Item label={t('approvals:enabled')} htmlFor="approval-policy-enabled">
          <Switch
            id="approval-policy-enabled"
            checked={draft.enabled}
            onChange={(enabled) => setDraft({ ...draft, enabled })}
          />
        </Form.Item>
        <Form.Item label={t('approvals:apiBatches')} htmlFor="approval-policy-api-batches">
          <Switch
            id="approval-policy-api-batches"
            checked={draft.apiBatches}
            onChange={(apiBatches) => setDraft({ ...draft, apiBatches })}
          />
        </Form.Item>
        <Form.Item label={t('approvals:required')}>
          <Radio.Group
            aria-label={t('approvals:required')}
            value={draft.approvalsRequired}
            onChange={(e) => setDraft({ ...draft, approvalsRequired: e.target.value as 1 | 2 })}
            options={[
              { value: 1, label: t('approvals:requiredOne') },
              { value: 2, label: t('approvals:requiredTwo') },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('approvals:thresholdHint')}</Typography.Paragraph>
        {draft.thresholds.map((row, i) => (
          <Space key={i} wrap align="start" className="approvals-threshold">
            <Select
              aria-label={t('approvals:currency')}
              className="approvals-currency"
              value={row.currencyId}
              onChange={(currencyId) => setThreshold(i, { currencyId })}
              options={currencies.map((c) => ({ value: c.currencyId, label: name(c) }))}
            />
            <TrimmedInput
              aria-label={t('approvals:above')}
              inputMode="decimal"
              value={row.amount}
              onChange={(value) => setThreshold(i, { amount: value.trim() })}
            />
            <Button
              onClick={() =>
                setDraft({ ...draft, thresholds: draft.thresholds.filter((_, j) => j !== i) })
              }
            >
              {t('approvals:removeThreshold')}
            </Button>
          </Space>
        ))}
        <Space wrap>
          <Button
            disabled={currencies.length === 0}
            onClick={() =>
              setDraft({
                ...draft,
                thresholds: [
                  ...draft.thresholds,
                  { currencyId: currencies[0]!.currencyId, amount: '' },
                ],
              })
            }
          >
            {t('approvals:addThreshold')}
          </Button>
          <Button type="primary" htmlType="submit" loading={savePolicy.isPending}>
            {t('approvals:savePolicy')}
          </Button>
        </Space>
        {savePolicy.isSuccess && (
          <Typography.Paragraph role="status" className="approvals-saved">
            {t('approvals:policySaved')}
          </Typography.Paragraph>
        )}
      </Form>
    </Card>
  );
}
