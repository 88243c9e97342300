import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { useTranslation } from 'react-i18next';
import type { PayeeView } from '@pesa/contract';
import { EmptyNote } from '../../../components/plain/EmptyNote.tsx';
import { LineSkeleton } from '../../../components/plain/LineSkeleton.tsx';
import { useSendPayees, type Scope } from '../api.ts';
import { isUpcomingPayout, useAllUpcomingChannels } from '../../../lib/money/api.ts';

/**
 * Step 1: one of the approved recipients of this service. The send's first screen, so it is
 * plain elements (native radio buttons), without antd (issue 16).
 */
export function RecipientStep({
  scope,
  value,
  onNext,
}: {
  scope: Scope;
  value?: PayeeView;
  onNext: (payee: PayeeView) => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useSendPayees(scope);
  const payees = data?.rows ?? [];
  const approved = payees.filter((p) => p.auditStatus === 1);
  const waiting = payees.length - approved.length;
  // A recipient on a method no provider can carry yet (Tigo Pesa, HaloPesa) is shown, not payable.
  const { data: upcoming = [] } = useAllUpcomingChannels();

  if (isLoading) return <LineSkeleton rows={3} />;
  if (payees.length === 0) {
    return (
      <div className="send-empty">
        <EmptyNote>{t('send:noRecipients')}</EmptyNote>
        <ScreenLink to="/home/assets-payee">{t('send:addRecipient')}</ScreenLink>
      </div>
    );
  }
  return (
    <div className="send-step-body">
      {waiting > 0 && (
        <p className="send-note" role="status">
          {t('send:waitingApproval', { count: waiting })}
        </p>
      )}
      <fieldset className="send-choices">
        <legend className="plain-visually-hidden">{t('send:step.recipient')}</legend>
        {approved.map((p) => {
          const unavailable = isUpcomingPayout(upcoming, p);
          return (
            <label key={p.id} className="send-choice">
              <input
                type="radio"
                name="send-recipient"
                value={p.id}
                disabled={unavailable}
                checked={value?.id === p.id}
                onChange={() => !unavailable && onNext(p)}
                // The recipient already chosen (back from a later step, or kept across a refresh)
                // fires no change when picked again; picking it still goes on.
                onClick={() => !unavailable && value?.id === p.id && onNext(p)}
              />
              <span>
                <strong>{p.name}</strong>{' '}
                <span className="text-secondary">
                  {t(`money:payType.${p.payType}`, { defaultValue: String(p.payType) })} ·{' '}
                  {p.phone || p.bankNo || p.userAccountNo}
                  {unavailable && ` · ${t('send:notAvailableYet')}`}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <ScreenLink to="/home/assets-payee" className="send-manage">
        {t('send:manageRecipients')}
      </ScreenLink>
    </div>
  );
}
