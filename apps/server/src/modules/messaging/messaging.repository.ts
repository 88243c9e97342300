import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class MessagingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    channel: string;
    recipient: string;
    text: string;
    code: string | null;
    create_time: string;
  }) {
    await this.db.insertInto('sent_messages').values(row).execute();
  }

  latest(limit: number, to?: string) {
    let query = this.db.selectFrom('sent_messages').selectAll();
    if (to) query = query.where('recipient', '=', to);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }
}
