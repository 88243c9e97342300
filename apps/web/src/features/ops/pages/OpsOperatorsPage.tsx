import { useState } from 'react';
import {
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@pesa/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { opsApi, type OperatorRow } from '../api/opsCalls.ts';
import { ME_KEY, useOpsSession } from '../useOpsSession.ts';

const LIST_KEY = ['ops', 'operators'] as const;

/** /ops/operators (admin): add, disable or enable, re-role, reset a second factor. */
export function OpsOperatorsPage() {
  const { t } = useTranslation('ops');
  const { message, modal } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const me = useOpsSession().data;
  const list = useQuery({ queryKey: LIST_KEY, queryFn: opsApi.operators });
  const [adding, setAdding] = useState(false);
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => message.success(t('operators.saved')),
    onError: (error) => message.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
  const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const confirmRole = (row: OperatorRow, role: OperatorRole) =>
    modal.confirm({
      content: t('operators.confirmRole', { name: row.username, role: t(`roles.${role}`) }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: () => change.mutateAsync(() => opsApi.setRole(row.id, role)),
    });

  const columns = [
    {
      title: t('operators.username'),
      dataIndex: 'username',
      render: (name: string) => (
        <Space>
          <Typography.Text strong>{name}</Typography.Text>
          {name === me?.username && <Tag>{t('operators.self')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('operators.role'),
      dataIndex: 'role',
      render: (role: OperatorRole, row: OperatorRow) => (
        <Select
          aria-label={`${t('operators.role')} ${row.username}`}
          value={role}
          options={roleOptions}
          disabled={row.username === me?.username}
          onChange={(next: OperatorRole) => confirmRole(row, next)}
          style={{ minWidth: 130 }}
        />
      ),
    },
    {
      title: t('operators.status'),
      key: 'status',
      render: (_: unknown, row: OperatorRow) => (
        <Space direction="vertical" size={2}>
          <Tag color={row.enabled ? 'green' : 'default'}>
            {row.enabled ? t('operators.enabled') : t('operators.disabled')}
          </Tag>
          {row.lockedUntil && (
            <Typography.Text type="warning">
              {t('operators.locked', { time: formatDateTime(row.lockedUntil) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('operators.totp'),
      dataIndex: 'totpEnrolled',
      render: (on: boolean) => (
        <Tag color={on ? 'blue' : 'orange'}>
          {on ? t('operators.totpOn') : t('operators.totpOff')}
        </Tag>
      ),
    },
    {
      title: t('operators.created'),
      dataIndex: 'createTime',
      responsive: ['lg' as const],
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('operators.actions'),
      key: 'actions',
      render: (_: unknown, row: OperatorRow) =>
        row.username === me?.username ? null : (
          <Space wrap>
            {row.enabled ? (
              <Popconfirm
                title={t('operators.confirmDisable', { name: row.username })}
                okText={t('ok')}
                cancelText={t('cancel')}
                onConfirm={() => change.mutateAsync(() => opsApi.setEnabled(row.id, false))}
              >
                <Button danger size="small">
                  {t('operators.disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                size="small"
                onClick={() => change.mutate(() => opsApi.setEnabled(row.id, true))}
              >
                {t('operators.enable')}
              </Button>
            )}
            <Popconfirm
              title={t('operators.confirmReset', { name: row.username })}
              okText={t('ok')}
              cancelText={t('cancel')}
              onConfirm={() => change.mutateAsync(() => opsApi.resetTotp(row.id))}
            >
              <Button size="small" disabled={!row.totpEnrolled}>
                {t('operators.resetTotp')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('operators.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('operators.add')}
        </Button>
      </Flex>
      <Table
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
      />
      <AddOperatorModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(name) => {
          message.success(t('operators.added', { name }));
          void client.invalidateQueries({ queryKey: LIST_KEY });
          void client.invalidateQueries({ queryKey: ME_KEY });
        }}
      />
    </>
  );
}

interface AddValues {
  username: string;
  password: string;
  role: OperatorRole;
}

function AddOperatorModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const { t } = useTranslation('ops');
  const [form] = Form.useForm<AddValues>();
  const add = useMutation({
    mutationFn: (values: AddValues) => opsApi.addOperator(values),
    onSuccess: (_, values) => {
      onAdded(values.username);
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('operators.add')}
      okText={t('operators.add')}
      cancelText={t('cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'support' }}
        onFinish={(values) => add.mutate({ ...values, username: values.username.trim() })}
      >
        {add.isError && (
          <Typography.Paragraph type="danger" role="alert">
            {add.error.message}
          </Typography.Paragraph>
        )}
        <Form.Item
          name="username"
          label={t('operators.username')}
          rules={[
            { required: true, message: t('required') },
            { pattern: /^\s*[A-Za-z0-9._-]{3,40}\s*$/, message: t('operators.usernameRule') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password')}
          rules={[
            { required: true, message: t('required') },
            { min: 10, max: 128, message: t('operators.passwordRule') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t('operators.role')}>
          <Select
            options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
