import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export interface LogFilter {
  mainUserId: number;
  userId?: number;
  eventType?: string;
  beginTime?: string;
  endTime?: string;
  pageNum: number;
  pageSize: number;
}

export class OplogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    user_id: number;
    main_user_id: number;
    event_type: string;
    event_desc: string;
    request_ip: string;
    create_time: string;
  }): Promise<void> {
    await this.db.insertInto('operation_logs').values(row).execute();
  }

  async page(filter: LogFilter) {
    // Columns are qualified: the rows join the acting user, whose table shares some names.
    let query = this.db
      .selectFrom('operation_logs as l')
      .where('l.main_user_id', '=', filter.mainUserId);
    if (filter.userId !== undefined) query = query.where('l.user_id', '=', filter.userId);
    if (filter.eventType) query = query.where('l.event_type', '=', filter.eventType);
    if (filter.beginTime) query = query.where('l.create_time', '>=', filter.beginTime);
    if (filter.endTime) query = query.where('l.create_time', '<=', filter.endTime);
    const { rows, total } = await paginate(
      query,
      { pageNum: filter.pageNum, pageSize: filter.pageSize },
      (q) =>
        q
          .leftJoin('users as u', 'u.user_id', 'l.user_id')
          .select([
            'l.id',
            'l.user_id',
            'l.event_type',
            'l.event_desc',
            'l.request_ip',
            'l.create_time',
            'u.nick_name',
            'u.user_name',
            'u.account_no',
          ])
          .orderBy('l.create_time', 'desc')
          .orderBy('l.id', 'desc'),
    );
    return { rows, total };
  }
}
