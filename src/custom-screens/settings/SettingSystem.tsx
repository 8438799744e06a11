// /settingsystem (OWN, SU, DEV, MU): the shop's module flags in one tab, its system settings in the other, and with
// CICILAN_MODULE the gold instalments' settings in a third.
import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ModuleFlags } from './ModuleFlags';
import { SystemSettings } from './SystemSettings';
import { CicilanSettings } from './CicilanSettings';
import { getSession } from '../../engine/session';
import { moduleOn } from '../../../domain/gates';

export default function SettingSystem() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const cicilan = moduleOn(getSession()?.modules ?? {}, 'CICILAN_MODULE');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.settings.system.title')} />
      <Card>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab label={translate('kilau.settings.system.tab_modules')} />
          <Tab label={translate('kilau.settings.system.tab_system')} />
          {cicilan && <Tab label={translate('kilau.settings.system.tab_cicilan')} />}
        </Tabs>
        <CardContent>{tab === 0 ? <ModuleFlags /> : tab === 1 ? <SystemSettings /> : <CicilanSettings />}</CardContent>
      </Card>
    </Box>
  );
}
