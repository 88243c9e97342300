import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

/** Roles and team members, always read within one main account. */
export class TeamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertRole(row: {
    main_user_id: number;
    name: string;
    menus: string;
    status: number;
    create_time: string;
  }) {
    const inserted = await this.db
      .insertInto('roles')
      .values({ ...row, update_time: row.create_time })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  role(mainUserId: number, id: number) {
    return this.db
      .selectFrom('roles')
      .selectAll()
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  roleById(id: number) {
    return this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async updateRole(
    mainUserId: number,
    id: number,
    changes: { name: string; menus: string; status: number; update_time: string },
  ) {
    await this.db
      .updateTable('roles')
      .set(changes)
      .where('id', '=', id)
      .where('main_user_id', '=', mainUserId)
      .execute();
  }

  async deleteRole(mainUserId: number, id: number) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ role_id: null })
        .where('parent_id', '=', mainUserId)
        .where('role_id', '=', id)
        .execute();
      await trx
        .deleteFrom('roles')
        .where('id', '=', id)
        .where('main_user_id', '=', mainUserId)
        .execute();
    });
  }

  async rolesPage(mainUserId: number, pageNum: number, pageSize: number, name?: string) {
    let query = this.db.selectFrom('roles').where('main_user_id', '=', mainUserId);
    if (name) query = query.where('name', 'like', `%${name}%`);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('id', 'desc'),
    );
  }

  memberIdsWithRole(mainUserId: number, roleId: number) {
    return this.db
      .selectFrom('users')
      .select('user_id')
      .where('parent_id', '=', mainUserId)
      .where('role_id', '=', roleId)
      .execute();
  }

  /** Every member of a main account, with the fields their permissions follow from. */
  members(mainUserId: number) {
    return this.db.selectFrom('users').selectAll().where('parent_id', '=', mainUserId).execute();
  }

  member(mainUserId: number, id: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', id)
      .where('parent_id', '=', mainUserId)
      .executeTakeFirst();
  }

  async membersPage(mainUserId: number, pageNum: number, pageSize: number, userName?: string) {
    let query = this.db
      .selectFrom('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .where('users.parent_id', '=', mainUserId);
    if (userName) query = query.where('users.user_name', 'like', `%${userName}%`);
    const { rows, total } = await paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q
        .select([
          'users.user_id',
          'users.user_name',
          'users.email',
          'users.phone',
          'users.country_id',
          'users.role_id',
          'roles.name as role_name',
          'users.remark',
          'users.status',
          'users.create_time',
        ])
        .orderBy('users.user_id', 'desc'),
    );
    return { rows, total };
  }

  async deleteMember(mainUserId: number, id: number) {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await trx
        .deleteFrom('users')
        .where('user_id', '=', id)
        .where('parent_id', '=', mainUserId)
        .execute();
    });
  }
}
