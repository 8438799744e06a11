// The three levels of an access tree (menu group > section > screen) as checkboxes, labelled like the
// sidebar. A node under a hidden one is greyed out: the menu hides everything below a hidden node, so its
// own box has no effect until the node above is shown again (its value is kept).
import { useState } from 'react';
import { Box, Checkbox, Collapse, FormControlLabel, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';
import type { AccessNode } from '../../../domain/gates';
import { menus } from '../../engine/definitions';
import { useMenuText } from '../../engine/layout/menu-model';

interface Props {
  tree: AccessNode[];
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

function Node({ node, path, depth, inactive, disabled, onToggle, label }: {
  node: AccessNode;
  path: string[];
  depth: number;
  inactive: boolean;
  disabled?: boolean;
  onToggle: Props['onToggle'];
  label: (key: string) => string;
}) {
  const translate = useTranslate();
  // Groups start folded (a shop's menu is long); sections open, so their screens show with them.
  const [open, setOpen] = useState(depth > 0);
  const here = [...path, node.key];
  const children = node.children ?? [];
  const name = label(node.key);
  return (
    <Box sx={{ pl: depth ? 3 : 0 }} data-access-key={node.key}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36 }}>
        {children.length ? (
          <IconButton
            size="small"
            aria-label={translate(open ? 'kilau.access.collapse' : 'kilau.access.expand', { name })}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30 }} />
        )}
        <FormControlLabel
          label={name}
          sx={{ opacity: inactive ? 0.5 : 1, '& .MuiFormControlLabel-label': { fontWeight: depth ? 400 : 600 } }}
          control={<Checkbox size="small" checked={node.is_show} disabled={disabled} onChange={(e) => onToggle(here, e.target.checked)} />}
        />
      </Box>
      {children.length > 0 && (
        <Collapse in={open} unmountOnExit>
          {children.map((c) => (
            <Node
              key={c.key}
              node={c}
              path={here}
              depth={depth + 1}
              inactive={inactive || !node.is_show}
              disabled={disabled}
              onToggle={onToggle}
              label={label}
            />
          ))}
        </Collapse>
      )}
    </Box>
  );
}

export function AccessTree({ tree, disabled, onToggle }: Props) {
  const label = useLabels();
  return (
    <Box role="group">
      {tree.map((g) => (
        <Node key={g.key} node={g} path={[]} depth={0} inactive={false} disabled={disabled} onToggle={onToggle} label={label} />
      ))}
    </Box>
  );
}
