import { useMemo } from 'react';
import { Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  buildPermissionTree,
  permissionCheckState,
  permissionNamesOf,
  togglePermission,
  type PermissionTreeNode,
} from '@pesa/domain';

const TREE = buildPermissionTree();
const KNOWN = new Set(permissionNamesOf(TREE));

function toTreeData(nodes: readonly PermissionTreeNode[], t: TFunction): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: t(node.titleKey),
    // Lands on the tree row, so tests and support can tell two "Add" buttons apart.
    'data-permission': node.key,
    children: node.children ? toTreeData(node.children, t) : undefined,
  }));
}

/**
 * The role's permission names as a checkable tree that reads like the sidebar: groups, their
 * screens, and each screen's buttons. A form control (`value`/`onChange`) for antd Form.
 */
export function PermissionTreeField({
  value = [],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (names: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  // `t` changes with the language, so the titles follow it.
  const treeData = useMemo(() => toTreeData(TREE, t), [t]);
  const count = value.filter((name) => KNOWN.has(name)).length;
  return (
    <div id={id}>
      <div className="permission-tree">
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={permissionCheckState(TREE, value)}
          onCheck={(_, info) =>
            onChange?.(togglePermission(TREE, value, String(info.node.key), info.checked))
          }
        />
      </div>
      <Typography.Text type="secondary" className="permission-tree-count">
        {t('team:role.selectedCount', { count })}
      </Typography.Text>
    </div>
  );
}
