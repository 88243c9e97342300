import { ErrorCode } from '@pesa/contract';
import { AppError } from '../../plugins/app-error.ts';
import { csvLine } from '../../plugins/csv-file.ts';
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

const view = (r: Awaited<ReturnType<OperatorAuditRepository['rows']>>[number]) => ({
  id: Number(r.id),
  operatorId: r.operator_id,
  operator: r.username ?? null,
  action: r.action,
  target: r.target,
  detail: r.detail,
  createTime: r.create_time,
});

/** The operator audit trail, read-only: a page for the screen, or the whole filter as CSV. */
export class OperatorAuditService {
  constructor(private readonly repo: OperatorAuditRepository) {}

  async page(query: AuditQuery, pageNum: number, pageSize: number) {
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([
      this.repo.rows(filter, pageSize, (pageNum - 1) * pageSize),
      this.repo.count(filter),
    ]);
    return { rows: rows.map(view), total };
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
