// /settingsystem (OWN, SU, DEV, MU): the shop's module flags in one tab, its system settings in the other.
import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ModuleFlags } from './ModuleFlags';
import { SystemSettings } from './SystemSettings';

export default function SettingSystem() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.settings.system.title')} />
      <Card>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          <Tab label={translate('kilau.settings.system.tab_modules')} />
          <Tab label={translate('kilau.settings.system.tab_system')} />
        </Tabs>
        <CardContent>{tab === 0 ? <ModuleFlags /> : <SystemSettings />}</CardContent>
      </Card>
    </Box>
  );
}
