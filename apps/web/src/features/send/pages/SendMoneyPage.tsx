import { Suspense, useState } from 'react';
import { LeaveWarning } from '../../../components/LeaveWarning.tsx';
import { useKeptInput } from '../../../lib/keptInput/useKeptInput.ts';
import { useStepInHistory } from '../../../lib/keptInput/useStepInHistory.ts';
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

/** What a refresh brings back: the entries, and the furthest step they were accepted to. */
interface KeptSend {
  draft: SendDraft;
  reached: number;
}

/**
 * Send money in four steps (recipient, payment option, amount, confirm), then verification.
 * The first step is plain elements; each later one loads when reached (sendSteps.ts), and the
 * next one's download starts when the customer first touches the current one.
 * The step is in the address (browser back is the previous step) and the entries are kept in the
 * tab's session, so a refresh or a detour loses nothing (docs/web-app.md); the PIN never is.
 */
export function SendMoneyPage({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kept = useKeptInput<KeptSend>(`send-${scope}`);
  const [draft, setDraftState] = useState<SendDraft>(kept.kept?.draft ?? {});
  const [reached, setReached] = useState(kept.kept?.reached ?? 0);
  const { step, goTo, back, reset } = useStepInHistory({ count: 4, reachable: reached });
  const [done, setDone] = useState<Order | null>(null);
  const setDraft = (update: (d: SendDraft) => SendDraft, nextReached = reached) => {
    const next = update(draft);
    setDraftState(next);
    kept.keep({ draft: next, reached: nextReached });
  };
  /** Accepts this step; `restarts` when an answer makes the later ones void (another recipient). */
  const advance = (update: (d: SendDraft) => SendDraft, restarts = false) => {
    const nextReached = restarts ? step + 1 : Math.max(reached, step + 1);
    setReached(nextReached);
    setDraft(update, nextReached);
    goTo(step + 1);
  };
  const { data: currencies = [] } = useCurrencies();
  useAssetRows();
  const codeOf = (id?: number) => currencies.find((c) => c.currencyId === id)?.code ?? '';
  const fromCode = codeOf(draft.currencyId);
  const toCode = codeOf(draft.payee?.currencyId);
  const titleKey = scope === 1 ? 'send:titleCrossBorder' : 'send:titleDomestic';
  const ordersPath = scope === 1 ? '/home/mrp-order' : '/home/psp-order';

  const finish = (order: Order) => {
    kept.clear();
    reset();
    setDone(order);
    void queryClient.invalidateQueries({ queryKey: ['account', 'assets'] });
    void queryClient.invalidateQueries({ queryKey: ['order', 'list'] });
  };
  const restart = () => {
    kept.clear();
    setDone(null);
    setDraftState({});
    setReached(0);
    reset();
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
      <LeaveWarning hasInput={() => !done && step > 0} />
      <Suspense fallback={<PageSpinner inline />}>
        {done ? (
          <SendResult created={done} ordersPath={ordersPath} onRestart={restart} />
        ) : (
          <>
            {step === 0 && (
              <RecipientStep
                scope={scope}
                value={draft.payee}
                onNext={(payee) =>
                  // Another recipient starts the send again; the same one keeps what was entered.
                  draft.payee?.id === payee.id
                    ? advance((d) => ({ ...d, payee }))
                    : advance(
                        () => ({ payee, currencyId: scope === 0 ? payee.currencyId : undefined }),
                        true,
                      )
                }
              />
            )}
            {step === 1 && draft.payee && (
              <PaymentOptionStep
                scope={scope}
                payee={draft.payee}
                value={draft.currencyId}
                onBack={back}
                onNext={(currencyId) => advance((d) => ({ ...d, currencyId }))}
              />
            )}
            {step === 2 && (
              <AmountStep
                scope={scope}
                draft={draft}
                fromCode={fromCode}
                toCode={toCode}
                onBack={back}
                onEdit={(values) => setDraft((d) => ({ ...d, ...values }))}
                onNext={(values) => advance((d) => ({ ...d, ...values }))}
              />
            )}
            {step === 3 && (
              <ConfirmStep
                scope={scope}
                draft={draft}
                fromCode={fromCode}
                toCode={toCode}
                onBack={back}
                onDone={finish}
              />
            )}
          </>
        )}
      </Suspense>
    </section>
  );
}
