// The sidebar: a search box over the menu labels, then each menu group the user may see, folding open
// into its sections. The group holding the current route starts open; a search opens every match.
import { useState } from 'react';
import { Box, Collapse, InputAdornment, ListItemButton, ListItemIcon, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import AppsIcon from '@mui/icons-material/Apps';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HomeIcon from '@mui/icons-material/Home';
import { Menu, useLocation, useSidebarState, useTranslate } from 'react-admin';
import type { MenuGroup } from '../../../definitions/menus';
import { groupIcon } from './group-icons';
import { useMenuText, useVisibleMenus } from './menu-model';

function holds(group: MenuGroup, path: string): boolean {
  return group.submenu?.toLowerCase() === path.toLowerCase() || group.sections.some((s) => s.items.some((i) => i.route === path));
}

/**
 * The sidebar is a WAI-ARIA menu (react-admin's Menu is a role="menu" list, its entries role="menuitem" links), so
 * everything inside it carries a menu role: a group's heading is a menuitem that expands, its entries sit in a
 * role="group" named by the group, each section in a group named by its heading. Plain <li> (MUI's default
 * subheader) or role="button" there broke the menu for screen readers on every page (axe: listitem,
 * aria-required-children).
 */
function GroupEntry({ group, open, onToggle }: { group: MenuGroup; open: boolean; onToggle: () => void }) {
  const text = useMenuText();
  const translate = useTranslate();
  const name = text.group(group);
  return (
    <>
      <ListItemButton role="menuitem" onClick={onToggle} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{groupIcon(group.key)}</ListItemIcon>
        <ListItemText primary={name} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit role="group" aria-label={name}>
        {group.submenu && (
          <Menu.Item to={group.submenu} primaryText={translate('kilau.shell.open_submenu')} leftIcon={<AppsIcon />} />
        )}
        {group.sections.map((section) => {
          const headingId = `menu-section-${group.key}-${section.key}`;
          const titled = group.sections.length > 1;
          return (
            <div key={section.key} role="group" aria-labelledby={titled ? headingId : undefined} aria-label={titled ? undefined : name}>
              {titled && (
                <ListSubheader component="div" id={headingId} sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                  {text.section(section)}
                </ListSubheader>
              )}
              {section.items.map((item) => (
                <Menu.Item key={item.route} to={item.route} primaryText={text.item(item)} leftIcon={<ChevronRightIcon />} />
              ))}
            </div>
          );
        })}
      </Collapse>
    </>
  );
}

/**
 * Long names ('Tambah Dan Ambil Stock Aksesoris') wrap onto a second line instead of being cut off; folded, the
 * sidebar shows only icons, so there they stay on one line.
 */
const WRAP_NAMES = {
  '& .RaMenuItemLink-root, & .MuiListItemButton-root': { whiteSpace: 'normal', alignItems: 'flex-start' },
  '& .RaMenuItemLink-root .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible' },
  '& .MuiListItemIcon-root': { mt: '2px' },
} as const;

export function Sidebar() {
  const translate = useTranslate();
  const text = useMenuText();
  const groups = useVisibleMenus();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<Set<string>>(() => new Set(groups.filter((g) => holds(g, pathname)).map((g) => g.key)));

  const q = query.trim().toLowerCase();
  const shown = q
    ? groups
        .map((g) => ({
          ...g,
          sections: g.sections
            .map((s) => ({ ...s, items: s.items.filter((i) => text.item(i).toLowerCase().includes(q)) }))
            .filter((s) => s.items.length),
        }))
        .filter((g) => g.sections.length)
    : groups;

  const toggle = (key: string) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    // The search box and its 'no match' line are not menu entries, so they sit outside the menu.
    <Box>
      {sidebarOpen && (
        <TextField
          size="small"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={translate('kilau.shell.menu_search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('kilau.shell.menu_search') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
          sx={{ mx: 1, my: 1 }}
        />
      )}
      <Menu aria-label={translate('kilau.shell.menu')} sx={sidebarOpen ? WRAP_NAMES : undefined}>
        <Menu.Item to="/home" primaryText={translate('kilau.shell.pages.home')} leftIcon={<HomeIcon />} />
        {shown.map((g) => (
          <GroupEntry key={g.key} group={g} open={!!q || opened.has(g.key)} onToggle={() => toggle(g.key)} />
        ))}
      </Menu>
      {q && !shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translate('kilau.shell.menu_search_empty')}
        </Typography>
      )}
    </Box>
  );
}
