// One icon per menu group: the sidebar shows only icons when it is folded.
import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import FolderIcon from '@mui/icons-material/Folder';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import SettingsIcon from '@mui/icons-material/Settings';

const ICONS: Record<string, ReactElement> = {
  master: <Inventory2Icon />,
  laporan: <AssessmentIcon />,
  utility: <SettingsIcon />,
};

export function groupIcon(key: string): ReactElement {
  return ICONS[key] ?? <FolderIcon />;
}
