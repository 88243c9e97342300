import { ErrorCode, isBusinessUserType, type KycSaveInput } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FilesService } from '../files/files.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { NotificationEvent } from '../notifications/notifications.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { auditStatusOut, type UsersService } from '../users/users.service.ts';
import { kycDecisionSubject, kycDecisionText } from './kyc-messages.ts';
import type { KycRepository, KycRow } from './kyc.repository.ts';
import {
  fieldsFor,
  isAdultBirthDate,
  isFileField,
  missingFields,
  type KycData,
} from './kyc-rules.ts';

/** SPEC §4 KYC audit status, as stored in users.audit_status and kyc_applications.status. */
export const KYC = {
  PENDING_APPLICATION: '-1',
  TO_VERIFY: '0',
  PENDING_APPROVAL: '00',
  APPROVED: '1',
  REJECTED: '2',
} as const;
const EDITABLE = [KYC.PENDING_APPLICATION, KYC.REJECTED];

type Field = { field: string; key: 'fileNotOwned' | 'invalid' | 'required' };

/**
 * KYC (individuals) and KYB (companies): one application per main account, saved as a draft in
 * any order, submitted once complete, and decided by operators. A company's approval takes two
 * operators: the first approval moves it to "00" (pending approval), a second, different operator
 * approves it finally. A rejected application is corrected and submitted again.
 */
export class KycService {
  constructor(
    private readonly repo: KycRepository,
    private readonly deps: {
      users: UsersService;
      files: FilesService;
      reference: ReferenceService;
      messaging: MessagingService;
      /** The notification centre: the decision also shows under the bell (its SMS is sent here). */
      notify?: (event: NotificationEvent) => Promise<void>;
      oplog: OplogService;
      clock: Clock;
    },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  private async mainUser(mainUserId: number) {
    const main = await this.deps.users.findById(mainUserId);
    if (!main) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return main;
  }

  async view(auth: AuthContext) {
    const main = await this.mainUser(auth.mainUserId);
    const row = await this.repo.byMainUser(auth.mainUserId);
    return toView(main.user_type, main.audit_status, row);
  }

  /** Saves a draft: only the caller's type's fields, each checked; returns the application id. */
  async save(auth: AuthContext, ip: string, input: KycSaveInput) {
    const main = await this.mainUser(auth.mainUserId);
    const given: KycData = {};
    for (const field of fieldsFor(main.user_type)) {
      if (input[field] !== undefined) given[field] = input[field];
    }
    await this.check(auth.mainUserId, given);
    const now = this.now();
    let row = await this.repo.byMainUser(auth.mainUserId);
    if (!row) {
      await this.repo.insert({
        main_user_id: auth.mainUserId,
        user_type: main.user_type,
        data: '{}',
        status: KYC.PENDING_APPLICATION,
        reject_reason: null,
        first_reviewer_id: null,
        submit_time: null,
        review_time: null,
        create_time: now,
        update_time: now,
      });
      row = (await this.repo.byMainUser(auth.mainUserId))!;
    }
    if (!editable(row.status)) throw new AppError(ErrorCode.ORDER_STATUS);
    const data = { ...(JSON.parse(row.data) as KycData), ...given };
    const saved = await this.repo.move(auth.mainUserId, [row.status], {
      status: row.status,
      data: JSON.stringify(data),
      update_time: now,
    });
    if (!saved) throw new AppError(ErrorCode.ORDER_STATUS);
    await this.deps.oplog.record(actor(auth, ip), 'kycSave', { id: Number(row.id) });
    return { id: Number(row.id) };
  }

  /** Submits the application: every required answer present and valid, then "0" (to verify). */
  async submit(auth: AuthContext, ip: string, id: number) {
    const row = await this.repo.byMainUser(auth.mainUserId);
    if (!row || Number(row.id) !== id) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (!editable(row.status)) throw new AppError(ErrorCode.ORDER_STATUS);
    const data = JSON.parse(row.data) as KycData;
    const missing = missingFields(row.user_type, data);
    if (missing.length > 0)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: missing.map((field) => ({ field, key: 'required' as const })),
      });
    await this.check(auth.mainUserId, data);
    const now = this.now();
    const moved = await this.repo.move(auth.mainUserId, [row.status], {
      status: KYC.TO_VERIFY,
      reject_reason: null,
      first_reviewer_id: null,
      submit_time: now,
      update_time: now,
    });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS);
    await this.deps.oplog.record(actor(auth, ip), 'kycSubmit', { id });
    return this.view(auth);
  }

  /** Every document must be the account's own upload; dates and countries must be real. */
  private async check(mainUserId: number, data: KycData) {
    const problems: Field[] = [];
    const countries = new Set((await this.deps.reference.countries()).map((c) => c.countryId));
    for (const [field, value] of Object.entries(data)) {
      if (isFileField(field) && !(await this.deps.files.owns(mainUserId, String(value))))
        problems.push({ field, key: 'fileNotOwned' });
      if (field === 'dateOfBirth' && !isAdultBirthDate(String(value), this.deps.clock.now()))
        problems.push({ field, key: 'invalid' });
      if (field === 'nationality' && !countries.has(Number(value)))
        problems.push({ field, key: 'invalid' });
      if (Array.isArray(value) && value.some((c) => !countries.has(Number(c))))
        problems.push({ field, key: 'invalid' });
    }
    if (problems.length > 0) throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: problems });
  }

  /**
   * An operator approves: an individual's application becomes approved; a company's first
   * approval makes it "00" and the final one must come from a different operator.
   */
  async approve(operatorId: number, mainUserId: number): Promise<string> {
    const row = await this.requireApplication(mainUserId);
    const now = this.now();
    let to: string;
    if (row.status === KYC.TO_VERIFY) {
      to = isBusinessUserType(row.user_type) ? KYC.PENDING_APPROVAL : KYC.APPROVED;
    } else if (row.status === KYC.PENDING_APPROVAL) {
      if (row.first_reviewer_id === operatorId)
        throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'kycSecondReviewer' });
      to = KYC.APPROVED;
    } else throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    const moved = await this.repo.move(mainUserId, [row.status], {
      status: to,
      ...(to === KYC.PENDING_APPROVAL && { first_reviewer_id: operatorId }),
      review_time: now,
      update_time: now,
    });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    if (to === KYC.APPROVED) await this.decided(mainUserId, 'approved');
    return to;
  }

  async reject(mainUserId: number, reason: string): Promise<void> {
    await this.requireApplication(mainUserId);
    const now = this.now();
    const moved = await this.repo.move(mainUserId, [KYC.TO_VERIFY, KYC.PENDING_APPROVAL], {
      status: KYC.REJECTED,
      reject_reason: reason,
      review_time: now,
      update_time: now,
    });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.decided(mainUserId, 'rejected', reason);
  }

  /** Operators' queue: applications to verify (0) and pending approval (00) by default. */
  async queue(pageNum: number, pageSize: number, status?: string, userType?: number) {
    const statuses = status ? [status] : [KYC.TO_VERIFY, KYC.PENDING_APPROVAL];
    const { rows, total } = await this.repo.queue(statuses, pageNum, pageSize, userType);
    return {
      total,
      rows: rows.map((row) => ({
        userId: row.main_user_id,
        firstReviewerId: row.first_reviewer_id,
        firstReviewer: row.first_reviewer_name,
        ...toView(row.user_type, row.status, row),
      })),
    };
  }

  private async requireApplication(mainUserId: number): Promise<KycRow> {
    const row = await this.repo.byMainUser(mainUserId);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return row;
  }

  /** Logs the decision on the account and tells the holder by SMS (or email) in their language. */
  private async decided(mainUserId: number, outcome: 'approved' | 'rejected', reason = '') {
    const main = await this.mainUser(mainUserId);
    await this.deps.oplog.record(
      { userId: mainUserId, mainUserId, ip: 'operator' },
      outcome === 'approved' ? 'kycApproved' : 'kycRejected',
      outcome === 'approved' ? {} : { reason },
    );
    await this.deps.notify?.({
      key: `kyc:${mainUserId}:${outcome}:${this.deps.clock.now().toISOString()}`,
      userId: mainUserId,
      type: outcome === 'approved' ? 'kyc.approved' : 'kyc.rejected',
      params: { reason },
      inAppOnly: true,
    });
    const lang: Lang = main.language === 'zh_CN' ? 'zh' : 'en';
    const to = main.phone ?? main.email;
    if (!to) return;
    await this.deps.messaging.send({
      channel: main.phone ? 'sms' : 'email',
      to,
      subject: kycDecisionSubject(lang),
      text: kycDecisionText(lang, outcome, reason),
    });
  }
}

function editable(status: string): boolean {
  return (EDITABLE as string[]).includes(status);
}

function actor(auth: AuthContext, ip: string) {
  return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
}

function toView(userType: number, auditStatus: string, row: KycRow | undefined) {
  const data = row ? (JSON.parse(row.data) as KycData) : {};
  const answers = Object.fromEntries(fieldsFor(userType).map((f) => [f, data[f] ?? null]));
  return {
    id: row ? Number(row.id) : null,
    userType,
    auditStatus: auditStatusOut(row?.status ?? auditStatus),
    rejectReason: row?.reject_reason ?? null,
    submitTime: row?.submit_time ?? null,
    reviewTime: row?.review_time ?? null,
    ...answers,
  };
}
