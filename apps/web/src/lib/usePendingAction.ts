import { useState } from 'react';

/**
 * Runs an async action behind a button, with `pending` true meanwhile (for its spinner). A
 * rejection is swallowed: the request layer has already shown the reason, and the screen stays
 * as it was for another try.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    try {
      await action();
    } catch {
      // Shown by the request layer.
    } finally {
      setPending(false);
    }
  };

  return [pending, run] as const;
}
