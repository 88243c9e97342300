import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Tag,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { opsKycApi, type KycApplication } from '../api/opsCalls.ts';
import { useOpsSession } from '../useOpsSession.ts';
import { KycDocument } from './KycDocument.tsx';
import { ActedElsewhere } from '../live/ActedElsewhere.tsx';
import { CustomerIdentityCard } from '../compliance/CustomerIdentityCard.tsx';
import { OpsError } from '../api/opsClient.ts';
import { useCountries } from '../../../lib/countries.ts';
import {
  answersOf,
  applicantName,
  isDecidable,
  KYC_STATUS_COLOR,
  labelKeyOf,
  statusOf,
} from './kycView.ts';

/** Answers whose value is a code the customer's KYC texts name (ID type, industry, volume). */
const CODED = new Set(['idType', 'industry', 'volumeBand']);
/** Answers that hold country ids (one or a list). */
const COUNTRY_FIELDS = new Set(['nationality', 'receiveCountries', 'remitCountries']);
/** Only these roles decide KYC; the server enforces it, the screen just does not offer it. */
const DECIDERS = new Set(['compliance', 'admin']);

/**
 * One application: every submitted answer, the documents inline, and Approve / Reject (with a
 * required reason) through the existing /ops/kyc calls. A decision another operator took first
 * comes back as the server's message, and the list reloads.
 */
export function KycDetailDrawer({
  application,
  onClose,
}: {
  application: KycApplication | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['ops', 'kyc']);
  const { data: countries = [] } = useCountries();
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const me = useOpsSession().data;
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const done = (text: string) => {
    message.success(text);
    setRejecting(false);
    form.resetFields();
    onClose();
  };
  /** Another operator decided first: the drawer shows an out-of-date state, so it closes. */
  const failed = (error: Error) => {
    message.error(error.message);
    if (error instanceof OpsError && error.code === -1019) onClose();
  };
  const settle = () => {
    void client.invalidateQueries({ queryKey: ['ops', 'kyc'] });
    void client.invalidateQueries({ queryKey: ['ops', 'counts'] });
  };
  const approve = useMutation({
    mutationFn: (userId: number) => opsKycApi.approve(userId),
    onSuccess: () => done(t('kyc.approved')),
    onError: failed,
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      opsKycApi.reject(userId, reason),
    onSuccess: () => done(t('kyc.rejected')),
    onError: failed,
    onSettled: settle,
  });
  if (!application) return null;
  const row = application;
  const { texts, files } = answersOf(row);
  const countryName = (id: unknown) => {
    const country = countries.find((c) => c.countryId === Number(id));
    if (!country) return String(id);
    return i18n.language === 'zh' ? country.nameZh : country.nameEn;
  };
  const show = (field: string) => {
    const value = row[field];
    if (value === null || value === undefined || value === '') return '—';
    if (COUNTRY_FIELDS.has(field))
      return (Array.isArray(value) ? value : [value]).map(countryName).join(', ');
    if (Array.isArray(value)) return value.join(', ');
    if (CODED.has(field))
      return t(`kyc:${field}.${String(value)}`, { defaultValue: String(value) });
    return String(value);
  };
  // The first approver of a company may not give its second: the server refuses, the screen says so.
  const awaitsSecond = statusOf(row) === '00';
  const firstWasMe = awaitsSecond && !!me && row.firstReviewer === me.username;
  const canDecide = isDecidable(statusOf(row)) && DECIDERS.has(me?.role ?? '');

  return (
    <Drawer
      open
      onClose={onClose}
      width={phone ? '100%' : 720}
      title={`${applicantName(row)} · ${t('kyc.detail', { id: row.id ?? row.userId })}`}
      extra={
        canDecide && (
          <Space>
            <Popconfirm
              disabled={firstWasMe}
              title={t(awaitsSecond ? 'compliance.kyb.confirmSecond' : 'kyc.confirmApprove')}
              okText={t('ok')}
              cancelText={t('cancel')}
              onConfirm={() => approve.mutateAsync(row.userId).catch(() => null)}
            >
              <Button type="primary" loading={approve.isPending} disabled={firstWasMe}>
                {t(awaitsSecond ? 'compliance.kyb.approveSecond' : 'kyc.approve')}
              </Button>
            </Popconfirm>
            <Button danger onClick={() => setRejecting(true)}>
              {t('kyc.reject')}
            </Button>
          </Space>
        )
      }
    >
      <ActedElsewhere target={`user:${row.userId}`} />
      {awaitsSecond && (
        <Alert
          data-testid="ops-kyb-second"
          type={firstWasMe ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          message={t('compliance.kyb.firstBy', { name: row.firstReviewer ?? '—' })}
          description={t(firstWasMe ? 'compliance.kyb.notYou' : 'compliance.kyb.secondNeeded')}
        />
      )}
      <CustomerIdentityCard userId={row.userId} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('kyc.status')}>
          <Space wrap>
            <Tag color={KYC_STATUS_COLOR[statusOf(row)]}>{t(`kyc.statuses.${statusOf(row)}`)}</Tag>
            {row.firstReviewer && awaitsSecond && (
              <Tag>{t('compliance.kyb.firstBy', { name: row.firstReviewer })}</Tag>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('kyc.submitted')}>
          {formatDateTime(row.submitTime)}
        </Descriptions.Item>
        {row.rejectReason && (
          <Descriptions.Item label={t('kyc.rejectReason')}>{row.rejectReason}</Descriptions.Item>
        )}
        {texts.map((field) => (
          <Descriptions.Item key={field} label={t(labelKeyOf(field, row.userType))}>
            {show(field)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: phone ? '1fr' : '1fr 1fr',
          gap: 12,
          marginTop: 16,
        }}
      >
        {files.map((field) => (
          <KycDocument
            key={field}
            userId={row.userId}
            filePath={String(row[field])}
            label={t(`kyc:field.${field}`)}
          />
        ))}
      </div>
      <Modal
        open={rejecting}
        title={t('kyc.reject')}
        okText={t('kyc.reject')}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        cancelText={t('cancel')}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={({ reason }) => reject.mutate({ userId: row.userId, reason: reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t('kyc.reason')}
            rules={[
              { required: true, whitespace: true, message: t('kyc.reasonRequired') },
              { max: 500 },
            ]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
