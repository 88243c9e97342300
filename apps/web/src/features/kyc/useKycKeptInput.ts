import { useRef } from 'react';
import { useKeptInput } from '../../lib/keptInput/useKeptInput.ts';
import type { KycApplication } from './api.ts';
import { draftPayload, formValuesOf, type KycValues } from './kycFields.ts';

/**
 * The application's answers across refresh, back and forward (issue 33). The server draft is
 * the real save (Save draft, and every Next of the KYB); what was typed or uploaded since then is
 * kept in the tab's session and laid over the draft when the form opens again. `hasUnsaved` says
 * whether the form holds answers the server does not have yet (the leave warning asks then).
 */
export function useKycKeptInput(application: KycApplication) {
  const { userType } = application;
  const kept = useKeptInput<KycValues>('kyc');
  const server = formValuesOf(userType, application);
  const initial: KycValues = { ...server, ...kept.kept };
  const snapshot = (values: KycValues) => JSON.stringify(draftPayload(userType, values));
  // null once submitted: nothing is left to protect.
  const saved = useRef<string | null>(snapshot(server));

  return {
    initial,
    /** For the form's onValuesChange: every answer, as it is given. */
    keep: (all: KycValues) => kept.keep(formValuesOf(userType, all)),
    hasUnsaved: (current: KycValues) =>
      saved.current !== null && snapshot(current) !== saved.current,
    /** The server now has these answers: the session copy is no longer needed. */
    markSaved: (values: KycValues) => {
      saved.current = snapshot(values);
      kept.clear();
    },
    /** Submitted: nothing of this form is kept any more. */
    clear: () => {
      saved.current = null;
      kept.clear();
    },
  };
}
