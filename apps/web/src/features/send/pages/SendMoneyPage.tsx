import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAssetRows, useCurrencies, type Order } from '../../../lib/money/api.ts';
import type { Scope, SendDraft } from '../api.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { RecipientStep } from '../components/RecipientStep.tsx';
import { StepProgress } from '../components/StepProgress.tsx';
import {
  AmountStep,
  ConfirmStep,
  PaymentOptionStep,
  prefetchStep,
  SendResult,
} from './sendSteps.ts';
import '../../../components/plain/plainControls.css';
import '../send.css';

/**
 * Send money in four steps (recipient, payment option, amount, confirm), then verification.
 * The first step is plain elements; each later one loads when reached (sendSteps.ts), and the
 * next one's download starts when the customer first touches the current one.
 */
export function SendMoneyPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<SendDraft>({});
  const [done, setDone] = useState<Order | null>(null);
  const { data: currencies = [] } = useCurrencies();
  useAssetRows();
  const codeOf = (id?: number) => currencies.find((c) => c.currencyId === id)?.code ?? '';
  const fromCode = codeOf(draft.currencyId);
  const toCode = codeOf(draft.payee?.currencyId);
  const titleKey = scope === 1 ? 'send:titleCrossBorder' : 'send:titleDomestic';
  const ordersPath = scope === 1 ? '/home/mrp-order' : '/home/psp-order';

  const finish = (order: Order) => {
    setDone(order);
    void queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
    void queryClient.invalidateQueries({ queryKey: ['order', 'list'] });
  };
  const restart = () => {
    setDone(null);
    setDraft({});
    setStep(0);
  };

  return (
    <section
      className="page-card plain-screen send-page"
      aria-labelledby="send-title"
      onPointerDownCapture={() => prefetchStep(step)}
      onFocusCapture={() => prefetchStep(step)}
    >
      <h2 className="plain-page-title" id="send-title">
        {t(titleKey)}
      </h2>
      {!done && <StepProgress current={step} />}
      <Suspense fallback={<PageSpinner inline />}>
        {done ? (
          <SendResult created={done} ordersPath={ordersPath} onRestart={restart} />
        ) : (
          <>
            {step === 0 && (
              <RecipientStep
                scope={scope}
                value={draft.payee}
                onNext={(payee) => {
                  setDraft({ payee, currencyId: scope === 0 ? payee.currencyId : undefined });
                  setStep(1);
                }}
              />
            )}
            {step === 1 && draft.payee && (
              <PaymentOptionStep
                scope={scope}
                payee={draft.payee}
                value={draft.currencyId}
                onBack={() => setStep(0)}
                onNext={(currencyId) => {
                  setDraft((d) => ({ ...d, currencyId }));
                  setStep(2);
                }}
              />
            )}
            {step === 2 && (
              <AmountStep
                scope={scope}
                draft={draft}
                fromCode={fromCode}
                toCode={toCode}
                onBack={() => setStep(1)}
                onNext={(values) => {
                  setDraft((d) => ({ ...d, ...values }));
                  setStep(3);
                }}
              />
            )}
            {step === 3 && (
              <ConfirmStep
                scope={scope}
                draft={draft}
                fromCode={fromCode}
                toCode={toCode}
                onBack={() => setStep(2)}
                onDone={finish}
              />
            )}
          </>
        )}
      </Suspense>
    </section>
  );
}
