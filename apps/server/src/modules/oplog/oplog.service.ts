import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import type { OplogParams } from '../../i18n/oplog-messages.ts';
import { csvText, EXPORT_ROW_LIMIT, requireExportable } from '../../plugins/csv-file.ts';
import { describeEvent, encodeDesc } from './oplog-desc.ts';
import { oplogColumns } from './oplog-export.ts';
import { OplogRepository, type LogFilter } from './oplog.repository.ts';

/** Event types written to the operation log (SPEC §3 Log). */
export type EventType =
  | 'register'
  | 'login'
  | 'logout'
  | 'findPwd'
  | 'resetPwd'
  | 'resetFundPwd'
  | 'changePhone'
  | 'changeEmail'
  | 'saveInfo'
  | 'roleAdd'
  | 'roleEdit'
  | 'roleDelete'
  | 'teamAdd'
  | 'teamEdit'
  | 'teamResetPwd'
  | 'teamDelete'
  | 'payeeAdd'
  | 'payeeEdit'
  | 'payeeDelete'
  | 'kycSave'
  | 'kycSubmit'
  | 'kycApproved'
  | 'kycRejected'
  | 'vaApply'
  | 'vaConfirmed'
  | 'vaCompleted'
  | 'exchangeAccountAdd'
  | 'exchangeAccountEdit'
  | 'exchangeAccountStatus'
  | 'exchangeAccountPayeeChange'
  | 'exchangeAccountPayeeDecision'
  | 'contractWorkerAdd'
  | 'contractWorkerEdit'
  | 'contractWorkerApproved'
  | 'contractWorkerRejected'
  | 'apiApply'
  | 'apiApproved'
  | 'apiRejected'
  | 'apiEndpoints'
  | 'apiKeyRefresh'
  | 'apiSecretRead'
  | 'apiRecharge'
  | 'apiCashOut'
  | 'apiOrderCancel'
  | 'apiSandboxTopUp'
  | 'webhookResend'
  | 'accountSuspended'
  | 'accountReactivated'
  | 'loginUnlocked'
  | 'fundPasswordUnlocked'
  | 'approvalPolicyOn'
  | 'approvalPolicyOff'
  | 'approvalApprove'
  | 'approvalReject'
  | 'approvalExpired';

export interface Actor {
  userId: number;
  mainUserId: number;
  ip: string;
}

export class OplogService {
  constructor(
    private readonly repo: OplogRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores the facts of the event (ids, names, statuses), not a sentence: the log is read in
   * the reader's language, rendered from `i18n/oplog-messages.ts`.
   */
  async record(actor: Actor, eventType: EventType, params: OplogParams = {}): Promise<void> {
    await this.repo.insert({
      user_id: actor.userId,
      main_user_id: actor.mainUserId,
      event_type: eventType,
      event_desc: encodeDesc(params),
      request_ip: actor.ip,
      create_time: this.clock.now().toISOString(),
    });
  }

  /**
   * The CSV of the filtered log, read through page() itself (csv-file.ts for the limit); the
   * details are the same sentences the screen shows, in the requester's language.
   */
  async csv(filter: Omit<LogFilter, 'pageNum' | 'pageSize'>, lang: Lang): Promise<string> {
    const { rows, total } = await this.page(
      { ...filter, pageNum: 1, pageSize: EXPORT_ROW_LIMIT },
      lang,
    );
    requireExportable(total);
    return csvText(oplogColumns(lang), rows, lang);
  }

  async page(filter: LogFilter, lang: Lang) {
    const { rows, total } = await this.repo.page(filter);
    return {
      total,
      rows: rows.map((r) => ({
        id: Number(r.id),
        userId: Number(r.user_id),
        // Who acted, as the team knows them; empty once a member has been deleted.
        userName: r.nick_name || r.user_name || r.account_no || '',
        eventType: r.event_type,
        eventDesc: describeEvent(r.event_type, r.event_desc, lang),
        requestIp: r.request_ip,
        createTime: r.create_time,
      })),
    };
  }
}
