// The list on narrow screens (below 500 px, spec section 2): one stacked item per record, SimpleList
// style, with the key as the headline, the other columns as 'label: value' lines, and the row actions.
import { Box, LinearProgress, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { useMasterLabels } from './labels';
import { RowActions } from './RowActions';
import { formatValue } from './values';

export function StackedList({ def }: { def: MasterDefinition }) {
  const { data, isPending } = useListContext();
  const labels = useMasterLabels(def);
  const translate = useTranslate();
  const yesNo = (v: boolean) => translate(v ? 'kilau.master.yes' : 'kilau.master.no');
  const [headline, ...details] = def.list.columns;

  if (isPending) return <LinearProgress />;
  if (!data?.length) return <EmptyList />;
  return (
    <MuiList disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem divider sx={{ gap: 1 }}>
            <ListItemText
              primary={formatValue(def.fields[headline], record[headline], yesNo)}
              secondary={details.map((c) => (
                <Box component="span" key={c} sx={{ display: 'block' }}>
                  {`${labels.field(c)}: ${formatValue(def.fields[c], record[c], yesNo)}`}
                </Box>
              ))}
            />
            <RowActions def={def} />
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
}

export function EmptyList() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
      {translate('kilau.master.empty')}
    </Typography>
  );
}
