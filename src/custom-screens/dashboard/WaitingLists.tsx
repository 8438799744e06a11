// What waits on the counter that day: deposits and orders due, services ready to hand back, loans and instalments
// overdue. Each card counts them, shows the first few and opens its list.
import { Card, CardActions, CardContent, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/format';
import { DetailLink } from './DetailLink';
import { k, WAITING_LISTS, type Dashboard, type WaitingDocument, type WaitingKey } from './types';

/** The rows a card shows; its count and link tell the rest. */
const SHOWN = 4;

function Line({ row, list }: { row: WaitingDocument; list: WaitingKey }) {
  const translate = useTranslate();
  const late = row.hari_terlambat > 0 ? translate(k('terlambat_hari'), { n: row.hari_terlambat }) : '';
  const rupiah = (n: number) => translate(k('rupiah'), { n: formatMoney(n) });
  // What the counter asks of each: a loan's principal, an instalment contract's arrears, else what is still owed.
  const amount =
    list === 'hutang_terlambat'
      ? translate(k('pokok'), { n: rupiah(row.total) })
      : list === 'cicilan_terlambat'
        ? translate(k('menunggak'), { n: row.tunggakan ?? 0 })
        : translate(k('sisa'), { n: rupiah(Math.max(0, row.total - row.dibayar)) });
  return (
    <ListItem disableGutters dense data-testid={`${list}-row`}>
      <ListItemText
        primary={`${row.no} · ${row.nama_customer || '-'}`}
        secondary={[amount, late].filter(Boolean).join(' · ')}
        slotProps={{ primary: { noWrap: true, variant: 'body2' }, secondary: { noWrap: true, color: row.hari_terlambat > 0 ? 'error' : 'text.secondary' } }}
      />
    </ListItem>
  );
}

export function WaitingLists({ d }: { d: Dashboard }) {
  const translate = useTranslate();
  const lists = WAITING_LISTS.filter((key) => d[key] && d.links[key]);
  if (!lists.length) return null;
  return (
    <Grid container spacing={2}>
      {lists.map((key) => {
        const list = d[key]!;
        const title = translate(k(`list.${key}`));
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <Card variant="outlined" data-testid={key} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ pb: 0, flexGrow: 1 }}>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {title}
                </Typography>
                <Typography variant="h6" component="p" color={list.jumlah && key.endsWith('terlambat') ? 'error' : undefined} data-testid={`${key}-count`}>
                  {formatMoney(list.jumlah)}
                </Typography>
                {list.jumlah ? (
                  <List disablePadding>
                    {list.data.slice(0, SHOWN).map((row) => (
                      <Line key={row.no} row={row} list={key} />
                    ))}
                  </List>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate(k('kosong'))}
                  </Typography>
                )}
              </CardContent>
              <CardActions>
                <DetailLink to={d.links[key]!} label={title} />
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
