import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Marks a history entry that a step hook pushed; its value is the step it was pushed from. */
const FROM_STEP = 'fromStep';

interface Options {
  /** How many steps there are. */
  count: number;
  /** The furthest step the entries so far allow (a link or a refresh cannot skip ahead of it). */
  reachable?: number;
  /** The step shown when the address names none. */
  fallback?: number;
  /** The address's parameter, `?step=2` (1-based, as people count). */
  param?: string;
}

/**
 * A multi-step form's step, kept in the address: each step forward is a new history entry, so
 * the browser's back goes to the previous step (not out of the form) and forward returns, and a
 * refresh opens the same step. The form's own Back goes back through history when the entry
 * before is the previous step, so the two Backs never disagree.
 */
export function useStepInHistory({
  count,
  reachable = count - 1,
  fallback = 0,
  param = 'step',
}: Options) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const asked = Number(params.get(param));
  const named = Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : fallback;
  const step = Math.max(0, Math.min(named, reachable));
  const state = location.state as Record<string, unknown> | null;
  const shown = String(step + 1);

  // The address always names the step shown: an entry opened without one (or ahead of what
  // the entries allow) is corrected in place, so going back to it later shows that same step.
  useEffect(() => {
    if (params.get(param) === shown) return;
    setParams(
      (p) => {
        p.set(param, shown);
        return p;
      },
      { replace: true, state },
    );
  }, [params, param, shown, setParams, state]);

  const goTo = useCallback(
    (next: number) => {
      if (next === step) return;
      const forward = next > step;
      setParams(
        (p) => {
          p.set(param, String(next + 1));
          return p;
        },
        forward ? { state: { [FROM_STEP]: step } } : { replace: true, state },
      );
    },
    [step, setParams, param, state],
  );

  const back = useCallback(() => {
    if (step === 0) return;
    if (state?.[FROM_STEP] === step - 1) navigate(-1);
    else goTo(step - 1);
  }, [step, state, navigate, goTo]);

  /**
   * Back to the first step without a trace (a finished or restarted form), in one replace that
   * names that step: an address without it would be written again by the effect above, a second
   * navigation that could land after a link the person follows at once (the sent page's "View
   * this order") and bring them back here.
   */
  const first = String(Math.max(0, Math.min(fallback, reachable)) + 1);
  const reset = useCallback(
    () =>
      setParams(
        (p) => {
          p.set(param, first);
          return p;
        },
        { replace: true, state: null },
      ),
    [setParams, param, first],
  );

  return { step, goTo, back, reset };
}
