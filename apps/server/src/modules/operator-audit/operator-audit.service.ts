import { ErrorCode, isBusinessUserType } from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';
import { csvLine } from '../../plugins/csv-file.ts';
import type { OpsCustomerName } from '@pesa/contract';
import { auditDetailOf } from './audit-detail.ts';
import { auditTargetOf, idsToLookUp, type TargetNames } from './audit-targets.ts';
import type { AuditFilter, OperatorAuditRepository } from './operator-audit.repository.ts';

/** The most rows one CSV export holds; a wider range asks the operator to narrow the filter. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export interface AuditQuery {
  operatorId?: number;
  action?: string;
  beginTime?: string;
  endTime?: string;
}

/** Times are stored as UTC ISO text, so the filter's bounds are normalised the same way. */
function filterOf(query: AuditQuery): AuditFilter {
  const since = query.beginTime ? new Date(query.beginTime).toISOString() : undefined;
  const before = query.endTime ? new Date(query.endTime).toISOString() : undefined;
  if (since && before && since >= before)
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'endTime', key: 'endBeforeBegin' }],
    });
  return {
    ...(query.operatorId !== undefined && { operatorId: query.operatorId }),
    ...(query.action !== undefined && { action: query.action }),
    ...(since && { since }),
    ...(before && { before }),
  };
}

type AuditRowData = Awaited<ReturnType<OperatorAuditRepository['rows']>>[number];

const view = (r: AuditRowData) => ({
  id: Number(r.id),
  operatorId: r.operator_id,
  operator: r.username ?? null,
  action: r.action,
  target: r.target,
  detail: r.detail,
  createTime: r.create_time,
});

/** A KYC decision on a business (a company or an agent) is its KYB decision, and is named so. */
function shownAction(action: string, userType: number | undefined): string {
  if (userType === undefined || !isBusinessUserType(userType)) return action;
  if (action === 'kycApprove') return 'kybApprove';
  if (action === 'kycReject') return 'kybReject';
  return action;
}

/** The operator audit trail, read-only: a page for the screen, or the whole filter as CSV. */
export class OperatorAuditService {
  constructor(
    private readonly repo: OperatorAuditRepository,
    private readonly deps: {
      /** CustomerIdentityService.names: account numbers and KYC/KYB names. */
      customerNames: (userIds: readonly number[]) => Promise<OpsCustomerName[]>;
    },
  ) {}

  /**
   * A page for the screen: each row also says what it acted on by number and name (an account
   * number, an order number) and its detail as a text key with values, so the console says it
   * in the operator's language.
   */
  async page(query: AuditQuery, pageNum: number, pageSize: number) {
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([
      this.repo.rows(filter, pageSize, (pageNum - 1) * pageSize),
      this.repo.count(filter),
    ]);
    const names = await this.targetNames(rows.map((r) => r.target));
    return {
      rows: rows.map((r) => {
        const detail = auditDetailOf(r.action, r.detail);
        const target = auditTargetOf(r.target, names);
        return {
          ...view(r),
          shownAction: shownAction(r.action, target.userType),
          targetView: { kind: target.kind, label: target.label },
          detailKey: detail.key,
          detailParams: detail.params,
          /** The operator's own words (a reason), shown as typed when no key says the line. */
          detailText: detail.text,
        };
      }),
      total,
    };
  }

  /**
   * How the console names actions it is told of live (the event feed): the shown action and
   * the target by number and name, in the order given.
   */
  async describe(rows: ReadonlyArray<{ action: string; target: string }>) {
    const names = await this.targetNames(rows.map((r) => r.target));
    return rows.map((r) => {
      const target = auditTargetOf(r.target, names);
      return {
        shownAction: shownAction(r.action, target.userType),
        targetView: { kind: target.kind, label: target.label },
      };
    });
  }

  private async targetNames(targets: readonly string[]): Promise<TargetNames> {
    const ids = idsToLookUp(targets);
    const [accounts, orders, operators, currencies] = await Promise.all([
      ids.accounts.length ? this.deps.customerNames(ids.accounts) : [],
      this.repo.orderNumbers(ids.orders),
      this.repo.operatorNames(ids.operators),
      this.repo.currencyCodes(ids.currencies),
    ]);
    return {
      accounts: new Map(accounts.map((a) => [a.userId, a])),
      orders,
      operators,
      currencies,
    };
  }

  choices() {
    return this.repo.choices();
  }

  /** The CSV of every row the filter matches, newest first, with a header line. */
  async csv(query: AuditQuery): Promise<string> {
    const filter = filterOf(query);
    if ((await this.repo.count(filter)) > AUDIT_EXPORT_MAX_ROWS)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'endTime', key: 'tooManyRows' }],
      });
    const rows = (await this.repo.rows(filter, AUDIT_EXPORT_MAX_ROWS, 0)).map(view);
    const header = csvLine(['id', 'time', 'operatorId', 'operator', 'action', 'target', 'detail']);
    return (
      header +
      rows
        .map((r) =>
          csvLine([r.id, r.createTime, r.operatorId, r.operator, r.action, r.target, r.detail]),
        )
        .join('')
    );
  }
}
