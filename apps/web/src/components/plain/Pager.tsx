import { useTranslation } from 'react-i18next';
import { pageCount } from './pageCount.ts';
import './plainControls.css';

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * Moves a server-paged list: previous and next, where it stands, and how many rows a page holds
 * (a new size goes back to the first page, as the rows before it change).
 */
export function Pager({
  pageNum,
  pageSize,
  total,
  onPage,
  totalText,
}: {
  pageNum: number;
  pageSize: number;
  total?: number;
  onPage: (pageNum: number, pageSize: number) => void;
  /** How the list names its rows ("3 events"); plain "rows" otherwise. */
  totalText?: (count: number) => string;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total ?? 0, pageSize);
  // A list may start at a size of its own (the top-up history shows 5): offered too, so that
  // the picker says what the page holds.
  const sizes = PAGE_SIZES.includes(pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  if (total === undefined || total === 0) return null;
  return (
    <nav className="plain-pager" aria-label={t('pager.label')}>
      <span className="plain-pager-total">
        {totalText ? totalText(total) : t('pager.total', { count: total })}
      </span>
      <button
        type="button"
        className="plain-button"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1, pageSize)}
      >
        {t('pager.previous')}
      </button>
      <span className="plain-pager-where" aria-live="polite">
        {t('pager.where', { page: pageNum, pages })}
      </span>
      <button
        type="button"
        className="plain-button"
        disabled={pageNum >= pages}
        onClick={() => onPage(pageNum + 1, pageSize)}
      >
        {t('pager.next')}
      </button>
      <select
        className="plain-select"
        aria-label={t('pager.size')}
        value={pageSize}
        onChange={(event) => onPage(1, Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {t('pager.perPage', { count: size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
