// The trays of the session: what each should weigh, what it weighed, and the difference, highlighted when not 0.
// Clicking a row (or Enter on it) chooses that tray for the next weighing. Under the table: how many trays are weighed
// and the total difference with its sign.
import { Box, Typography } from '@mui/material';
import { DataTable, type Column } from '../../engine/table';
import { formatField } from '../../../domain/format';
import { ringkasanTimbang, type BarisTimbang } from '../../../domain/timbang-baki';
import { mgToGrams, weightMg } from '../../../domain/units';
import { useTimbangText } from './text';

/** The difference with its sign: '+0.001', '-0.045', '0.000'. */
export const signedGrams = (mg: number) => `${mg > 0 ? '+' : ''}${formatField(mgToGrams(mg), { kind: 'weight' })}`;

const label = (key: string) => `kilau.timbang.${key}`;
const diffOf = (r: BarisTimbang) => (r.selisih === null ? null : weightMg(r.selisih));
const diffState = (mg: number | null) => (mg === null ? 'none' : mg === 0 ? 'zero' : 'nonzero');

/**
 * The difference cell: DataTable gives a column's cells no attributes of their own, so the value marks its cell
 * (data-selisih = none | zero | nonzero, what tests and the highlight read) from inside.
 */
function Difference({ row }: { row: BarisTimbang }) {
  const mg = diffOf(row);
  const state = diffState(mg);
  return (
    <span data-selisih-value={state} ref={(el) => el?.parentElement?.setAttribute('data-selisih', state)}>
      {mg === null ? '' : signedGrams(mg)}
    </span>
  );
}

const COLUMNS: Column<BarisTimbang>[] = [
  { field: 'kode_baki', label: label('kode_baki'), kind: 'code' },
  { field: 'nama_baki', label: label('nama_baki'), kind: 'text' },
  { field: 'berat_baki', label: label('berat_baki'), kind: 'weight' },
  { field: 'qty_stock', label: label('qty_stock'), kind: 'number' },
  { field: 'berat_stock', label: label('berat_stock'), kind: 'weight' },
  { field: 'berat_seharusnya', label: label('berat_seharusnya'), kind: 'weight', total: true },
  { field: 'berat_timbang', label: label('berat_timbang'), kind: 'weight', total: true },
  {
    field: 'selisih',
    label: label('selisih'),
    kind: 'weight',
    render: (r) => <Difference row={r} />,
    // A difference other than 0 stands out.
    sx: { '&:has(> [data-selisih-value="nonzero"])': { color: 'error.contrastText', bgcolor: 'error.main', fontWeight: 700 } },
  },
];

interface Props {
  rows: BarisTimbang[];
  selected: string;
  onSelect: (kodeBaki: string) => void;
}

export function TimbangTable({ rows, selected, onSelect }: Props) {
  const t = useTimbangText();
  const sum = ringkasanTimbang(rows);
  return (
    <Box>
      <DataTable
        label={label('title')}
        columns={COLUMNS}
        rows={rows}
        rowKey="kode_baki"
        totalLabel={label('total')}
        onRowClick={(r) => onSelect(r.kode_baki)}
        activeRow={selected}
        sx={{ '& table': { minWidth: 900 } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('weighed', { done: sum.ditimbang, total: sum.jumlah_baki })}
        {' · '}
        {t('total')} {t('selisih')}:{' '}
        <Box component="span" data-testid="total-selisih" sx={sum.selisihMg ? { color: 'error.main', fontWeight: 700 } : { color: 'text.primary' }}>
          {signedGrams(sum.selisihMg)}
        </Box>
      </Typography>
    </Box>
  );
}
