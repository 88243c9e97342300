import { ErrorCode, type contractWorkerBody } from '@pesa/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { ContractWorkerTable } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FilesService } from '../files/files.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { OrgAccountsRepository } from './org-accounts.repository.ts';

type Input = z.infer<typeof contractWorkerBody>;
const FILES = ['contractFile', 'incomeProofFile', 'relationFile'] as const;
/** Waiting for an operator, with no earlier decision's reason, time or operator left on it. */
const PENDING_REVIEW = {
  audit_status: 0,
  audit_remark: null,
  audit_time: null,
  audit_user_id: null,
};

/**
 * Contract workers (SPEC §3), the people a business pays salaries to across borders. `handle`
 * adds (no id) or edits (id of one of the account's own workers, else -1007). Every document must
 * be the account's own upload. An operator reviews every worker before a send may name it
 * (contract-worker-review.service.ts): a new worker waits as pending, and an edit sends the
 * worker back to pending, since the details the operator checked have changed.
 */
export class ContractWorkersService {
  constructor(
    private readonly repo: OrgAccountsRepository,
    private readonly deps: { files: FilesService; oplog: OplogService; clock: Clock },
  ) {}

  async handle(auth: AuthContext, ip: string, input: Input): Promise<{ id: number }> {
    if (input.id !== undefined && !(await this.repo.worker(input.id, auth.mainUserId)))
      throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const problems = [];
    for (const field of FILES) {
      const path = input[field];
      if (path && !(await this.deps.files.owns(auth.mainUserId, path)))
        problems.push({ field, key: 'fileNotOwned' as const });
    }
    if (problems.length > 0) throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: problems });
    const now = this.deps.clock.now().toISOString();
    const who = { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
    if (input.id !== undefined) {
      await this.repo.updateWorker(input.id, auth.mainUserId, {
        ...columns(input),
        ...PENDING_REVIEW,
        update_time: now,
      });
      await this.deps.oplog.record(who, 'contractWorkerEdit', { id: input.id });
      return { id: input.id };
    }
    const id = await this.repo.insertWorker({
      ...columns(input),
      ...PENDING_REVIEW,
      main_user_id: auth.mainUserId,
      created_by: auth.user.user_id,
      create_time: now,
      update_time: now,
    });
    await this.deps.oplog.record(who, 'contractWorkerAdd', { id });
    return { id };
  }

  async info(auth: AuthContext, id: number) {
    const row = await this.repo.worker(id, auth.mainUserId);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return toView(row);
  }

  async page(auth: AuthContext, pageNum: number, pageSize: number, name?: string) {
    const { rows, total } = await this.repo.pageWorkers(auth.mainUserId, pageNum, pageSize, name);
    return { rows: rows.map(toView), total };
  }
}

function columns(input: Input) {
  return {
    name: input.name,
    id_no: input.idNo ?? null,
    payee_relation: input.payeeRelation,
    payee_id_card_no: input.payeeIdCardNo ?? null,
    work_area: input.workArea ?? null,
    work_address: input.workAddress ?? null,
    residence: input.residence ?? null,
    contract_file: input.contractFile ?? null,
    income_proof_file: input.incomeProofFile ?? null,
    relation_file: input.relationFile ?? null,
  };
}

/** A worker as its account and the operators read it, with the review's outcome. */
export function toView(r: Selectable<ContractWorkerTable>) {
  return {
    id: Number(r.id),
    name: r.name,
    idNo: r.id_no ?? '',
    payeeRelation: r.payee_relation,
    payeeIdCardNo: r.payee_id_card_no ?? '',
    workArea: r.work_area ?? '',
    workAddress: r.work_address ?? '',
    residence: r.residence ?? '',
    contractFile: r.contract_file ?? '',
    incomeProofFile: r.income_proof_file ?? '',
    relationFile: r.relation_file ?? '',
    createTime: r.create_time,
    updateTime: r.update_time,
    auditStatus: r.audit_status,
    auditRemark: r.audit_remark ?? '',
    auditTime: r.audit_time ?? null,
  };
}
