// Edits of an access tree on /hak-akses-users, without touching the tree given (React state).
import type { AccessNode } from '../../../domain/gates';

/** The tree with is_show of the node at `path` (keys from the top) set to `value`. */
export function setShowAt(tree: AccessNode[], path: readonly string[], value: boolean): AccessNode[] {
  const [key, ...rest] = path;
  return tree.map((node) => {
    if (node.key !== key) return node;
    if (!rest.length) return { ...node, is_show: value };
    return { ...node, children: setShowAt(node.children ?? [], rest, value) };
  });
}

/** The tree with every node shown, or every node hidden. */
export function setAll(tree: AccessNode[], value: boolean): AccessNode[] {
  return tree.map((node) => ({ ...node, is_show: value, ...(node.children ? { children: setAll(node.children, value) } : {}) }));
}
