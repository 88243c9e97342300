import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidewaysOverflow } from './plain/useSidewaysOverflow.ts';
import './plain/plainControls.css';

/**
 * Around an antd Table that scrolls sideways (`scroll={{ x }}`): the same line PlainTable shows
 * above a table wider than a phone, so every wide table of the customer app says it scrolls
 * (issue 33). The table scrolls inside `.ant-table-content`.
 */
export function WideTableHint({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const { overflowing } = useSidewaysOverflow(box, '.ant-table-content');
  return (
    <div ref={box}>
      {overflowing && (
        <p className="plain-table-scroll-hint" data-testid="table-scroll-hint">
          {t('table.scrollHint')} <span aria-hidden="true">→</span>
        </p>
      )}
      {children}
    </div>
  );
}
