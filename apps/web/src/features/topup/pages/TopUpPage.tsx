import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import type { Scope, TopUpOrder } from '../api.ts';
import { TopUpForm } from '../components/TopUpForm.tsx';
import { TopUpHistory } from '../components/TopUpHistory.tsx';
import { MoveFromDomestic } from '../components/MoveFromDomestic.tsx';
import { TopUpNextStep } from '../components/topUpSteps.ts';
import '../../../components/plain/plainControls.css';
import '../topup.css';

/**
 * Top up a balance: the form, then the next step the chosen method needs. The next step, the
 * proof upload and the domestic-balance dialog load when reached (issue 16).
 */
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
    <section className="page-card plain-screen" aria-labelledby="topup-title">
      <h2 className="plain-page-title topup-title" id="topup-title">
        {t(titleKey)}
      </h2>
      {order ? (
        <Suspense fallback={<LineSkeleton rows={4} />}>
          <TopUpNextStep order={order} ordersPath={ordersPath} onAnother={() => setOrder(null)} />
        </Suspense>
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
