import { useMemo } from 'react';
import { Tree, Typography, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  buildPermissionTree,
  isPermissionForUserType,
  permissionCheckState,
  permissionNamesOf,
  permissionTableFor,
  togglePermission,
  type PermissionTreeNode,
} from '@pesa/domain';

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
 * `userType` is the account's: a screen for another user type only (the agent's cash-in) is not
 * offered, and the server refuses it too.
 */
export function PermissionTreeField({
  value = [],
  onChange,
  id,
  userType,
}: {
  value?: string[];
  onChange?: (names: string[]) => void;
  id?: string;
  userType?: number;
}) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildPermissionTree(permissionTableFor(userType)), [userType]);
  const known = useMemo(() => new Set(permissionNamesOf(tree)), [tree]);
  // `t` changes with the language, so the titles follow it.
  const treeData = useMemo(() => toTreeData(tree, t), [tree, t]);
  const count = value.filter((name) => known.has(name)).length;
  // A name this account may not grant, left in an old role, goes with the next save.
  const change = (names: string[]) =>
    onChange?.(names.filter((name) => isPermissionForUserType(name, userType)));
  return (
    <div id={id}>
      <div className="permission-tree">
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={permissionCheckState(tree, value)}
          onCheck={(_, info) =>
            change(togglePermission(tree, value, String(info.node.key), info.checked))
          }
        />
      </div>
      <Typography.Text type="secondary" className="permission-tree-count">
        {t('team:role.selectedCount', { count })}
      </Typography.Text>
    </div>
  );
}
