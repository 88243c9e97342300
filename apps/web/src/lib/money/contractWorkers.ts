import { useQuery } from '@tanstack/react-query';
import type { ContractWorkerView } from '@pesa/contract';
import { request } from '../request/request.ts';

/**
 * What the send reads of a contract worker (the contract's list reply). Only an approved worker
 * (auditStatus 1) may be named; 0 pending and 2 rejected are shown, disabled.
 */
export type SendContractWorker = Pick<
  ContractWorkerView,
  'id' | 'name' | 'contractFile' | 'auditStatus'
>;

/** The contract workers a cross-border send can name: the account's newest 100. */
export function useSendContractWorkers() {
  return useQuery({
    queryKey: ['contractWorker', 'list', { pageNum: 1, pageSize: 100 }],
    queryFn: () =>
      request.page<SendContractWorker>(
        '/user/ContractWorker/list',
        { pageNum: 1, pageSize: 100 },
        { repeatSubmit: false },
      ),
  });
}
