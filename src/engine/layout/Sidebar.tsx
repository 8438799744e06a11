// The sidebar: a search box over the menu labels, then each menu group the user may see, folding open
// into its sections. The group holding the current route starts open; a search opens every match.
import { useState } from 'react';
import { Collapse, InputAdornment, ListItemButton, ListItemIcon, ListItemText, ListSubheader, TextField, Typography } from '@mui/material';
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

function GroupEntry({ group, open, onToggle }: { group: MenuGroup; open: boolean; onToggle: () => void }) {
  const text = useMenuText();
  const translate = useTranslate();
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{groupIcon(group.key)}</ListItemIcon>
        <ListItemText primary={text.group(group)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        {group.submenu && (
          <Menu.Item to={group.submenu} primaryText={translate('kilau.shell.open_submenu')} leftIcon={<AppsIcon />} />
        )}
        {group.sections.map((section) => (
          <div key={section.key}>
            {group.sections.length > 1 && <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{text.section(section)}</ListSubheader>}
            {section.items.map((item) => (
              <Menu.Item key={item.route} to={item.route} primaryText={text.item(item)} leftIcon={<ChevronRightIcon />} />
            ))}
          </div>
        ))}
      </Collapse>
    </>
  );
}

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
    <Menu>
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
      <Menu.Item to="/home" primaryText={translate('kilau.shell.pages.home')} leftIcon={<HomeIcon />} />
      {shown.map((g) => (
        <GroupEntry key={g.key} group={g} open={!!q || opened.has(g.key)} onToggle={() => toggle(g.key)} />
      ))}
      {q && !shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translate('kilau.shell.menu_search_empty')}
        </Typography>
      )}
    </Menu>
  );
}
