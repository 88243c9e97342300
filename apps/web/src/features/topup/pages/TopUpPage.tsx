import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Scope, TopUpOrder } from '../api.ts';
import { TopUpForm } from '../components/TopUpForm.tsx';
import { StkPushStatus } from '../components/StkPushStatus.tsx';
import { TopUpHistory } from '../components/TopUpHistory.tsx';
import { TopUpInstructionsView } from '../components/TopUpInstructionsView.tsx';
import { MoveFromDomestic } from '../components/MoveFromDomestic.tsx';

/** Top up a balance: the form, then the next step the chosen method needs. */
export function TopUpPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<TopUpOrder | null>(null);
  const titleKey = scope === 1 ? 'topup:titleCrossBorder' : 'topup:titleDomestic';
  const ordersPath = scope === 1 ? '/home/mrp-order' : '/home/psp-order';

  const created = (next: TopUpOrder) => {
    setOrder(next);
    void queryClient.invalidateQueries({ queryKey: ['order', 'list'] });
  };

  return (
    <section className="page-card" aria-labelledby="topup-title">
      <Typography.Title level={2} id="topup-title">
        {t(titleKey)}
      </Typography.Title>
      {order ? (
        <Space orientation="vertical" style={{ width: '100%', maxWidth: 640 }} size="large">
          {order.instructions.kind === 'stkPush' ? (
            <StkPushStatus sn={order.sn} payType={order.payType} />
          ) : (
            <TopUpInstructionsView instructions={order.instructions} />
          )}
          <Space wrap>
            <Link to={`${ordersPath}?sn=${encodeURIComponent(order.sn)}`}>
              <Button type="primary">{t('topup:viewOrder')}</Button>
            </Link>
            <Button onClick={() => setOrder(null)}>{t('topup:another')}</Button>
          </Space>
        </Space>
      ) : (
        <>
          {scope === 1 && <MoveFromDomestic />}
          <TopUpForm scope={scope} onCreated={created} />
        </>
      )}
      <TopUpHistory scope={scope} />
    </section>
  );
}
