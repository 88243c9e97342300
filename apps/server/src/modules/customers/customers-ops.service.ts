import { ErrorCode } from '@pesa/contract';
import { USER_ACCOUNT_KINDS } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PageRequest } from '../../db/paginate.ts';
import { toBigInt } from '../../db/bigint.ts';
import { formatMinor } from '@pesa/domain';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { OpsCustomerName } from '@pesa/contract';
import type { CustomersOpsRepository } from './customers-ops.repository.ts';
import { customerUserView, ledgerAccountView } from './customer-view.ts';

const MINUTE = 60_000;
const WALLET_KINDS: readonly string[] = USER_ACCOUNT_KINDS;

/**
 * What the console reads of a customer: a search over every user, and one business's page
 * (profile, KYC, members, balances, API access, live sessions) with its paged lists. Read-only;
 * the actions are in CustomerActionsService.
 */
export class CustomersOpsService {
  constructor(
    private readonly repo: CustomersOpsRepository,
    private readonly deps: {
      orders: OrdersService;
      oplog: OplogService;
      clock: Clock;
      sessionIdleMinutes: number;
      /** CustomerIdentityService.names: account numbers with KYC/KYB names. */
      customerNames: (userIds: readonly number[]) => Promise<OpsCustomerName[]>;
    },
  ) {}

  private stillLocked = (iso: string | null) =>
    iso && Date.parse(iso) > this.deps.clock.now().getTime() ? iso : null;

  async search(keyword: string, page: PageRequest) {
    // Digits of a phone typed the national way, without the trunk 0: 0722 000 111 → 722000111.
    const digits = keyword.replace(/[\s+()-]/g, '');
    const phoneDigits = /^\d{4,}$/.test(digits) ? digits.replace(/^0+/, '') : null;
    const { rows, total } = await this.repo.search(keyword, phoneDigits, page);
    const views = rows.map((r) => customerUserView(r, this.stillLocked));
    // Each row is named as its KYC/KYB names it, and a member by the business it belongs to.
    const named = new Map(
      (await this.deps.customerNames(views.flatMap((v) => [v.userId, v.mainUserId]))).map((n) => [
        n.userId,
        n,
      ]),
    );
    return {
      rows: views.map((v) => {
        const main = v.isMember ? named.get(v.mainUserId) : undefined;
        return {
          ...v,
          name: named.get(v.userId)?.name ?? '',
          mainAccount: main ? { accountNo: main.accountNo, name: main.name } : null,
        };
      }),
      total,
    };
  }

  /** The main account a user id belongs to (a member's id opens their business); -1009 if none. */
  async mainAccountId(userId: number): Promise<number> {
    const user = await this.repo.findUser(userId);
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND);
    return Number(user.parent_id) === 0 ? Number(user.user_id) : Number(user.parent_id);
  }

  async detail(userId: number) {
    const mainId = await this.mainAccountId(userId);
    const now = this.deps.clock.now();
    const idleSince = new Date(now.getTime() - this.deps.sessionIdleMinutes * MINUTE);
    const [main, members, kyc, accounts, apiAccess, keys, sessions] = await Promise.all([
      this.repo.findUser(mainId),
      this.repo.members(mainId),
      this.repo.kyc(mainId),
      this.repo.ledgerAccounts(mainId),
      this.repo.apiAccess(mainId),
      this.repo.activeApiKeys(mainId),
      this.repo.liveSessions(mainId, now.toISOString(), idleSince.toISOString()),
    ]);
    if (!main) throw new AppError(ErrorCode.USER_NOT_FOUND);
    const ledger = accounts.map(ledgerAccountView);
    const isWallet = (a: (typeof ledger)[number]) =>
      a.mode === 'live' && WALLET_KINDS.includes(a.kind);
    return {
      profile: customerUserView(main, this.stillLocked),
      members: members.map((m) => customerUserView(m, this.stillLocked)),
      kyc: kyc
        ? {
            status: kyc.status,
            userType: kyc.user_type,
            rejectReason: kyc.reject_reason,
            submitTime: kyc.submit_time,
            reviewTime: kyc.review_time,
          }
        : null,
      wallets: ledger.filter(isWallet),
      apiAccounts: ledger.filter((a) => !isWallet(a)),
      apiAccess: apiAccess
        ? {
            companyName: apiAccess.company_name,
            auditStatus: apiAccess.audit_status,
            rejectReason: apiAccess.reject_reason,
            auditTime: apiAccess.audit_time,
            createTime: apiAccess.create_time,
            keys: keys.map((k) => ({
              mode: k.mode,
              accessKey: k.access_key,
              createTime: k.create_time,
            })),
          }
        : null,
      sessions: sessions.map((s) => ({
        id: Number(s.id),
        userId: Number(s.user_id),
        accountNo: s.account_no,
        ip: s.ip,
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
      })),
    };
  }

  async orders(userId: number, page: PageRequest) {
    const mainId = await this.mainAccountId(userId);
    const { rows, total } = await this.repo.orders(mainId, page);
    const views = await Promise.all(
      rows.map(async (r) => ({
        orderId: Number(r.id),
        userId: Number(r.user_id),
        apiMode: r.api_mode ?? null,
        ...(await this.deps.orders.view(r)),
      })),
    );
    return { rows: views, total };
  }

  async postings(userId: number, page: PageRequest) {
    const mainId = await this.mainAccountId(userId);
    const { rows, total } = await this.repo.postings(mainId, page);
    return {
      total,
      rows: rows.map((r) => {
        const account = ledgerAccountView({ ...r, balance: 0 });
        return {
          id: Number(r.id),
          entryId: Number(r.entry_id),
          entryType: r.entry_type,
          reference: r.reference,
          description: r.description,
          kind: account.kind,
          mode: account.mode,
          channel: r.channel,
          currencyCode: r.code,
          amount: formatMinor(toBigInt(r.amount), r.decimals),
          createTime: r.create_time,
        };
      }),
    };
  }

  async oplog(userId: number, page: PageRequest, lang: Lang) {
    const mainUserId = await this.mainAccountId(userId);
    return this.deps.oplog.page({ mainUserId, ...page }, lang);
  }
}
