// The three levels of an access tree (menu group > section > screen) as checkboxes, labelled like the
// sidebar. Clicking a name folds or unfolds it; only the checkbox ticks. A group's box is ticked when all it may
// grant is, partly (indeterminate) when some is; ticking or unticking it does the same to everything in it
// (domain/access.ts). What the user's level can never open is shown unticked and disabled, with the reason.
import { useState } from 'react';
import { Box, ButtonBase, Checkbox, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { AccessNode } from '../../../domain/gates';
import { tickState } from '../../../domain/access';
import { menus } from '../../engine/definitions';
import { useMenuText } from '../../engine/layout/menu-model';

interface Props {
  tree: AccessNode[];
  /** Keys the user's level can never be given (domain/access.ts notGrantable). */
  blocked: ReadonlySet<string>;
  /** The user's level, named in the hint on what is not grantable. */
  level: string;
  disabled?: boolean;
  onToggle: (path: string[], value: boolean) => void;
}

/** Menu labels by key: group and section keys, and routes. */
function useLabels(): (key: string) => string {
  const text = useMenuText();
  const labels = new Map<string, string>();
  for (const g of menus) {
    labels.set(g.key, text.group(g));
    for (const s of g.sections) {
      labels.set(s.key, text.section(s));
      for (const i of s.items) labels.set(i.route, text.item(i));
    }
  }
  return (key) => labels.get(key) ?? key;
}

function Node({ node, path, depth, props, label }: { node: AccessNode; path: string[]; depth: number; props: Props; label: (key: string) => string }) {
  const translate = useTranslate();
  // Groups start folded (a shop's menu is long); sections open, so their screens show with them.
  const [open, setOpen] = useState(depth > 0);
  const here = [...path, node.key];
  const children = node.children ?? [];
  const name = label(node.key);
  const notGrantable = props.blocked.has(node.key);
  const state = tickState(node, props.blocked);
  const hintId = `access-hint-${node.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const weight = depth ? 400 : 600;
  return (
    <Box sx={{ pl: depth ? 3 : 0 }} data-access-key={node.key}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
        <Checkbox
          size="small"
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          disabled={props.disabled || notGrantable}
          onChange={(e) => props.onToggle(here, e.target.checked)}
          slotProps={{ input: { 'aria-label': name, ...(notGrantable ? { 'aria-describedby': hintId } : {}) } as object }}
        />
        {children.length ? (
          // The name folds and unfolds: ticking a whole group by a slip on its name was the old trap. Its
          // accessible name is the visible name; aria-expanded says whether it is open.
          <ButtonBase
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            title={translate(open ? 'kilau.access.collapse' : 'kilau.access.expand', { name })}
            sx={{ borderRadius: 1, pr: 1, py: 0.5, justifyContent: 'flex-start', textAlign: 'left' }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            <Typography component="span" sx={{ fontWeight: weight, color: notGrantable ? 'text.secondary' : undefined }}>
              {name}
            </Typography>
          </ButtonBase>
        ) : (
          <Typography component="span" sx={{ pl: '20px', fontWeight: weight, color: notGrantable ? 'text.secondary' : undefined }}>
            {name}
          </Typography>
        )}
        {notGrantable && (
          <Typography id={hintId} component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary', fontStyle: 'italic' }}>
            {translate('kilau.access.not_grantable', { level: props.level })}
          </Typography>
        )}
      </Box>
      {children.length > 0 && (
        <Collapse in={open} unmountOnExit>
          {children.map((c) => (
            <Node key={c.key} node={c} path={here} depth={depth + 1} props={props} label={label} />
          ))}
        </Collapse>
      )}
    </Box>
  );
}

export function AccessTree(props: Props) {
  const label = useLabels();
  return (
    <Box role="group" data-testid="access-tree">
      {props.tree.map((g) => (
        <Node key={g.key} node={g} path={[]} depth={0} props={props} label={label} />
      ))}
    </Box>
  );
}
