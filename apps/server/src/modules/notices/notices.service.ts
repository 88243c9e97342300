import type { z } from 'zod';
import type { operatorNoticeFields } from '@pesa/contract';
import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Lang } from '../../i18n/language.ts';
import { AppError } from '../../plugins/app-error.ts';
import { NoticesRepository } from './notices.repository.ts';

/**
 * Titles are unique per type (in English, the one every item has). The constraint itself is the
 * check, so two operators saving the same title at once both get the field error, never a 500.
 */
function titleTaken(error: unknown): never {
  if (isUniqueViolation(error))
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'titleEn', key: 'titleTaken' }],
    });
  throw error;
}

export const NOTICE_TYPES = { ANNOUNCEMENT: 1, PRESS: 3 } as const;

/** Announcements and press items, stored in both languages and served in the caller's. */
export class NoticesService {
  constructor(
    private readonly repo: NoticesRepository,
    private readonly clock: Clock,
  ) {}

  async list(type: number, lang: Lang, limit = 50) {
    const rows = await this.repo.published(type, limit);
    return rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      title: lang === 'zh' ? r.title_zh : r.title_en,
      content: lang === 'zh' ? r.content_zh : r.content_en,
      publishTime: r.publish_time,
    }));
  }

  /** The operator's list: both languages, hidden items too. */
  async page(pageNum: number, pageSize: number, type?: number) {
    const { rows, total } = await this.repo.page(pageNum, pageSize, type);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        titleEn: r.title_en,
        titleZh: r.title_zh,
        contentEn: r.content_en,
        contentZh: r.content_zh,
        status: r.status,
        publishTime: r.publish_time,
      })),
      total,
    };
  }

  add(input: NoticeInput): Promise<number> {
    return this.repo.insert(this.row(input)).catch(titleTaken);
  }

  async edit(id: number, input: NoticeInput): Promise<void> {
    const found = await this.repo.update(id, this.row(input)).catch(titleTaken);
    if (!found) throw new AppError(ErrorCode.DATA_NOT_FOUND);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw new AppError(ErrorCode.DATA_NOT_FOUND);
  }

  private row(input: NoticeInput) {
    return {
      type: input.type,
      title_en: input.titleEn,
      title_zh: input.titleZh,
      content_en: input.contentEn,
      content_zh: input.contentZh,
      status: input.status,
      // Stored as UTC ISO like every other time, so the newest-first order is a text order.
      publish_time: new Date(input.publishTime ?? this.clock.now()).toISOString(),
    };
  }
}

export type NoticeInput = z.infer<typeof operatorNoticeFields>;
