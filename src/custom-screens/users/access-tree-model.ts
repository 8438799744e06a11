// Edits of an access tree on /hak-akses-users, without touching the tree given (React state). The rules
// (groups follow their screens, not-grantable screens stay unticked) are domain/access.ts's, which the
// server applies to what is stored.
import type { AccessNode } from '../../../domain/gates';
import { setAllShown, setShownAt } from '../../../domain/access';

const NONE: ReadonlySet<string> = new Set();

/** The tree with the node at `path` (keys from the top) and everything beneath it ticked or unticked. */
export function setShowAt(tree: AccessNode[], path: readonly string[], value: boolean, blocked: ReadonlySet<string> = NONE): AccessNode[] {
  return setShownAt(tree, path, value, blocked);
}

/** The tree with every grantable node shown, or every node hidden. */
export function setAll(tree: AccessNode[], value: boolean, blocked: ReadonlySet<string> = NONE): AccessNode[] {
  return setAllShown(tree, value, blocked);
}
