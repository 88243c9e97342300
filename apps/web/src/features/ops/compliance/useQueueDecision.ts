import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OpsError } from '../api/opsClient.ts';

/** The server's answer when the item is no longer in the state the operator saw. */
const STALE = -1019;

/**
 * One decision on a queue item. Success closes the detail; a stale item (another operator
 * decided first) shows the server's message in the operator's language and closes it too, since
 * what it shows is out of date. Either way the queue and the menu's counts reload.
 */
export function useQueueDecision<T>(
  queue: string,
  decide: (input: T) => Promise<unknown>,
  { done, onClose }: { done: string; onClose: () => void },
) {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      message.success(done);
      onClose();
    },
    onError: (error) => {
      message.error(error.message);
      if (error instanceof OpsError && error.code === STALE) onClose();
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['ops', queue] });
      void client.invalidateQueries({ queryKey: ['ops', 'counts'] });
    },
  });
}
