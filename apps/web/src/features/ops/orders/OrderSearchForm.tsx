import { useState } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { opsOrdersApi, type OrderSearchFilters } from './ordersApi.ts';
import { ORDER_STATUSES, orderStatusKey } from '../../../lib/money/orderStatus.ts';
import { ORDER_KINDS } from './orderKinds.ts';

interface Values {
  sn?: string;
  phone?: string;
  status?: number;
  payType?: number;
  kind?: number;
  dates?: [Dayjs | null, Dayjs | null] | null;
  includeSandbox?: boolean;
}

/** The filters as the server takes them: blanks left out, the day range as whole local days. */
function toFilters(values: Values): OrderSearchFilters {
  const [begin, end] = values.dates ?? [];
  return {
    sn: values.sn?.trim() || undefined,
    phone: values.phone?.trim() || undefined,
    status: values.status,
    payType: values.payType,
    kind: values.kind,
    beginTime: begin ? begin.startOf('day').toISOString() : undefined,
    endTime: end ? end.endOf('day').toISOString() : undefined,
    ...(values.includeSandbox && { includeSandbox: true }),
  };
}

/** Order number, phone, status, channel, type, dates and the sandbox; they combine. */
export function OrderSearchForm({ onSearch }: { onSearch: (filters: OrderSearchFilters) => void }) {
  const { t } = useTranslation('ops');
  const phone = useIsPhone();
  const [form] = Form.useForm<Values>();
  const channels = useQuery({ queryKey: ['ops', 'orderChannels'], queryFn: opsOrdersApi.channels });
  const width = phone ? '100%' : 180;
  // On a phone the less used filters fold away, so the results start on the first screen.
  const [more, setMore] = useState(false);
  const folded = phone && !more;
  return (
    <Form
      form={form}
      layout={phone ? 'vertical' : 'inline'}
      onFinish={(values) => onSearch(toFilters(values))}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {/* No per-field clear icon (a 12 px target, WCAG 2.5.8): "Clear" empties every filter. */}
      <Form.Item name="sn" label={t('ordersRails.orders.sn')}>
        <Input style={{ width }} />
      </Form.Item>
      <Form.Item name="phone" label={t('ordersRails.orders.phone')}>
        <Input inputMode="tel" style={{ width }} />
      </Form.Item>
      <Form.Item hidden={folded} name="status" label={t('ordersRails.orders.status')}>
        <Select
          allowClear
          placeholder={t('ordersRails.orders.any')}
          style={{ width }}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(orderStatusKey(s)) }))}
        />
      </Form.Item>
      <Form.Item hidden={folded} name="payType" label={t('ordersRails.orders.channel')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('ordersRails.orders.any')}
          style={{ width: phone ? '100%' : 220 }}
          loading={channels.isPending}
          options={(channels.data ?? []).map((c) => ({ value: c.payType, label: c.name }))}
        />
      </Form.Item>
      <Form.Item hidden={folded} name="kind" label={t('ordersRails.orders.kind')}>
        <Select
          allowClear
          placeholder={t('ordersRails.orders.any')}
          style={{ width }}
          options={ORDER_KINDS.map((k) => ({
            value: k,
            label: t(`ordersRails.orders.kinds.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item hidden={folded} name="dates" label={t('ordersRails.orders.dates')}>
        <DatePicker.RangePicker style={{ width: phone ? '100%' : 260 }} />
      </Form.Item>
      {/* Sandbox orders are test money: live work is searched without them unless asked. */}
      <Form.Item
        hidden={folded}
        name="includeSandbox"
        valuePropName="checked"
        tooltip={t('ordersRails.orders.sandboxHelp')}
      >
        <Checkbox data-testid="ops-orders-include-sandbox">
          {t('ordersRails.orders.includeSandbox')}
        </Checkbox>
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('ordersRails.orders.search')}
          </Button>
          {phone && (
            <Button type="link" onClick={() => setMore(!more)}>
              {more ? t('ordersRails.orders.fewerFilters') : t('ordersRails.orders.moreFilters')}
            </Button>
          )}
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('ordersRails.orders.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
