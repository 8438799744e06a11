// A group's SubMenu page (/SubMenuLaporan ...): its sections, each item a tile, only what the user may open.
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';
import type { MenuGroup } from '../../../definitions/menus';
import { useMenuText, useVisibleMenus } from '../layout/menu-model';

export function SubMenuPage({ group }: { group: MenuGroup }) {
  const translate = useTranslate();
  const text = useMenuText();
  const visible = useVisibleMenus().find((g) => g.key === group.key);
  return (
    <Box sx={{ py: 2 }} data-testid="submenu-page">
      <Title title={text.group(group)} />
      {!visible && <Typography color="text.secondary">{translate('kilau.shell.submenu_empty')}</Typography>}
      {visible?.sections.map((section) => (
        <Box key={section.key} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {text.section(section)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {section.items.map((item) => (
              <Card key={item.route} variant="outlined">
                <CardActionArea component={LinkBase} to={item.route} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 500 }}>{text.item(item)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
