import type { Lang } from '../../i18n/language.ts';
import { NoticesRepository } from './notices.repository.ts';

export const NOTICE_TYPES = { ANNOUNCEMENT: 1, PRESS: 3 } as const;

/** Announcements and press items, stored in both languages and served in the caller's. */
export class NoticesService {
  constructor(private readonly repo: NoticesRepository) {}

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
}
