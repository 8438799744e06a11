// The list on narrow screens (below 500 px, spec section 2): one stacked item per record (engine/table's
// StackedRows, shared with DataTable), with the key as the headline, the other columns as 'label: value' lines,
// and the row actions.
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { EmptyText, StackedRows } from '../table/StackedRows';
import { useMasterLabels } from './labels';
import { RowActions } from './RowActions';
import { formatValue } from './values';

export function StackedList({ def }: { def: MasterDefinition }) {
  const { data, isPending } = useListContext();
  const labels = useMasterLabels(def);
  const translate = useTranslate();
  const yesNo = (v: boolean) => translate(v ? 'kilau.master.yes' : 'kilau.master.no');
  const [headline, ...details] = def.list.columns;

  return (
    <StackedRows
      loading={isPending}
      empty="kilau.master.empty"
      items={(data ?? []).map((record) => ({
        key: record.id,
        primary: formatValue(def.fields[headline], record[headline], yesNo),
        lines: details.map((c) => ({ key: c, label: labels.field(c), value: formatValue(def.fields[c], record[c], yesNo) })),
        actions: (
          <RecordContextProvider value={record}>
            <RowActions def={def} />
          </RecordContextProvider>
        ),
      }))}
    />
  );
}

export function EmptyList() {
  return <EmptyText text="kilau.master.empty" />;
}
