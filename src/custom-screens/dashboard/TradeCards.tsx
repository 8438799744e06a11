// The day's trade per kind: how many notas, their grams and their rupiah, each card opening its list.
import { Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { DetailLink } from './DetailLink';
import { k, type DayTotal } from './types';

export function TradeCards({ rows }: { rows: DayTotal[] }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {rows.map((r) => {
        const title = translate(k(`jenis.${r.jenis}`));
        return (
          <Grid key={r.jenis} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <Card variant="outlined" data-testid={`total-${r.jenis}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ pb: 0, flexGrow: 1 }}>
                <Typography variant="subtitle2" color="text.secondary" component="h2">
                  {title}
                </Typography>
                <Typography variant="h6" component="p" data-testid="total-rupiah">
                  {translate(k('rupiah'), { n: formatMoney(r.total) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(k('nota_gram'), { nota: formatMoney(r.jumlah), gram: formatDecimal(r.berat, 3) })}
                </Typography>
              </CardContent>
              <CardActions>
                <DetailLink to={r.route} label={title} />
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
