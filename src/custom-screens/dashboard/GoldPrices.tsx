// The gold price of the day: each group's selling price per gram in force.
import { Card, CardActions, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/format';
import { DetailLink } from './DetailLink';
import { k, type Dashboard } from './types';

export function GoldPrices({ prices, link }: { prices: NonNullable<Dashboard['harga_emas']>; link?: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="harga-emas" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {translate(k('harga_emas'))}
        </Typography>
        <Table size="small" aria-label={translate(k('harga_emas'))}>
          <TableBody>
            {prices.map((p) => (
              <TableRow key={p.kode_group}>
                <TableCell sx={{ pl: 0 }}>{p.nama_group || p.kode_group}</TableCell>
                <TableCell align="right" sx={{ pr: 0 }}>
                  {translate(k('per_gram'), { n: formatMoney(p.harga_per_gram) })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {link && (
        <CardActions>
          <DetailLink to={link} label={translate(k('harga_emas'))} />
        </CardActions>
      )}
    </Card>
  );
}
