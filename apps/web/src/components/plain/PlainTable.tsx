import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './plainControls.css';

export interface PlainColumn<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Stays in view at the row's end while a wide table scrolls sideways (a row's actions). */
  pinned?: boolean;
}

/**
 * A list as a real table, without antd's Table (47 KB over the wire with its pagination and
 * filter menus, issue 16). Wide tables scroll sideways inside their frame, never the page; while
 * a page of rows is on its way the old rows stay, dimmed, and the table says it is busy.
 */
export function PlainTable<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  label,
  className,
  wrap = false,
}: {
  columns: PlainColumn<Row>[];
  rows?: Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  empty: ReactNode;
  label?: string;
  className?: string;
  /** Let cells wrap (a table laid out for a phone's width); otherwise the frame scrolls. */
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  const list = rows ?? [];
  return (
    <div className={`plain-table-frame${className ? ` ${className}` : ''}`}>
      <table
        className={wrap ? 'plain-table is-wrapping' : 'plain-table'}
        aria-label={label}
        aria-busy={loading}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={loading ? 'is-loading' : undefined}>
          {list.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
          {list.length === 0 && (
            <tr className="plain-table-empty">
              <td colSpan={columns.length}>{loading && !rows ? t('loading') : empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const cellClass = (column: { align?: 'left' | 'right'; pinned?: boolean }) =>
  [column.align === 'right' && 'is-right', column.pinned && 'is-pinned']
    .filter(Boolean)
    .join(' ') || undefined;
