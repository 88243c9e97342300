import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidewaysOverflow } from './useSidewaysOverflow.ts';
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
 * a page of rows is on its way the old rows stay, dimmed, and the table says it is busy. A row
 * may open to show its further fields (`expandedRow`), as wide as the frame, not the table.
 * When the table is wider than its frame (a phone), a line above it says the table scrolls
 * sideways (a fade would also hide a pinned actions column); cells never wrap inside an amount. Every list of the customer app is this table, so each screen gets this once.
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
  expandedRow,
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
  /** A row's further fields, shown under it when its + button is pressed. */
  expandedRow?: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(new Set());
  const list = rows ?? [];
  const toggle = (key: string | number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const frame = useRef<HTMLDivElement>(null);
  const { overflowing } = useSidewaysOverflow(frame);
  const frameClass = ['plain-table-frame', expandedRow && 'has-expandable', className]
    .filter(Boolean)
    .join(' ');
  const span = columns.length + (expandedRow ? 1 : 0);
  return (
    <>
      {overflowing && (
        <p className="plain-table-scroll-hint" data-testid="table-scroll-hint">
          {t('table.scrollHint')} <span aria-hidden="true">→</span>
        </p>
      )}
      {/* Focusable and named, so a keyboard can scroll a table wider than a phone (WCAG 2.1.1). */}
      <div ref={frame} className={frameClass} tabIndex={0} role="region" aria-label={label}>
        <table
          className={wrap ? 'plain-table is-wrapping' : 'plain-table'}
          aria-label={label}
          aria-busy={loading}
        >
          <thead>
            <tr>
              {expandedRow && (
                <th scope="col" className="plain-table-expand">
                  <span className="plain-visually-hidden">{t('table.details')}</span>
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={loading ? 'is-loading' : undefined}>
            {list.map((row) => {
              const key = rowKey(row);
              const open = expandedRow !== undefined && expanded.has(key);
              return (
                <Fragment key={key}>
                  <tr data-row-key={key}>
                    {expandedRow && (
                      <td className="plain-table-expand">
                        <button
                          type="button"
                          className="plain-expand-button"
                          aria-expanded={open}
                          aria-label={t(open ? 'table.collapse' : 'table.expand')}
                          onClick={() => toggle(key)}
                        >
                          <span aria-hidden="true">{open ? '−' : '+'}</span>
                        </button>
                      </td>
                    )}
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                  {open && (
                    <tr className="plain-table-expanded">
                      <td colSpan={span}>
                        <div className="plain-table-expanded-body">{expandedRow(row)}</div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
            {list.length === 0 && (
              <tr className="plain-table-empty">
                <td colSpan={span}>
                  <div className="plain-table-empty-body">
                    {loading && !rows ? t('loading') : empty}
                  </div>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}

const cellClass = (column: { align?: 'left' | 'right'; pinned?: boolean }) =>
  [column.align === 'right' && 'is-right', column.pinned && 'is-pinned']
    .filter(Boolean)
    .join(' ') || undefined;
