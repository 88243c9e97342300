import type { ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { PermissionGate } from './PermissionGate.tsx';
import './plain/plainControls.css';

interface Props {
  /** The heading's id, which the page's section names itself by (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The pointer or focus reached the add button: a page may start loading its form. */
  onNearAdd?: () => void;
  /** The `Btn:` name without which the add button is hidden (SPEC §6); none shows it to all. */
  addPermission?: string;
  /** 8 above an intro paragraph (which brings its own space), 16 above the filters. */
  marginBottom?: 8 | 16;
}

/**
 * A list screen's title with its add button at the end of the line, wrapping under it. Plain
 * elements, so that a list's first screen needs no antd for its header (issue 16).
 */
export function ListHeader({
  titleId,
  title,
  addLabel,
  onAdd,
  onNearAdd,
  addPermission,
  marginBottom = 8,
}: Props) {
  const add = (
    <button
      type="button"
      className="plain-button is-primary"
      onClick={onAdd}
      onPointerEnter={onNearAdd}
      onFocus={onNearAdd}
    >
      <PlusOutlined aria-hidden />
      {addLabel}
    </button>
  );
  return (
    <div className="plain-page-head" style={{ marginBottom }}>
      <h2 className="plain-page-title" id={titleId}>
        {title}
      </h2>
      {addPermission ? <PermissionGate names={[addPermission]}>{add}</PermissionGate> : add}
    </div>
  );
}
