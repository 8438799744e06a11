// The list screen of a master: title, search (server-side q), sortable columns formatted by field kind,
// paging, Tambah and Export, and Edit / Hapus per row. Modal masters add and edit in a dialog here.
import { useCallback, useState } from 'react';
import { useMediaQuery } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Button, CreateButton, DataTable, List, SearchInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { OpenFormProvider, resourceName, useOpenForm } from './context';
import { ExportCsvButton } from './ExportCsvButton';
import { FormDialog, type DialogTarget } from './FormDialog';
import { useMasterLabels } from './labels';
import { RowActions } from './RowActions';
import { EmptyList, StackedList } from './StackedList';
import { formatValue, isNumericField } from './values';

/** Spec section 2: tables switch to a stacked layout below 500 px. */
const NARROW = '(max-width:499.95px)';

function AddButton() {
  const openForm = useOpenForm();
  return openForm ? (
    <Button label="kilau.master.add" onClick={() => openForm()} variant="contained">
      <AddIcon />
    </Button>
  ) : (
    <CreateButton label="kilau.master.add" variant="contained" />
  );
}

function ListButtons({ def }: { def: MasterDefinition }) {
  return (
    <TopToolbar>
      <AddButton />
      <ExportCsvButton def={def} />
    </TopToolbar>
  );
}

function MasterTable({ def }: { def: MasterDefinition }) {
  const labels = useMasterLabels(def);
  const translate = useTranslate();
  const yesNo = (v: boolean) => translate(v ? 'kilau.master.yes' : 'kilau.master.no');
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyList />}>
      {def.list.columns.map((c) => (
        <DataTable.Col
          key={c}
          source={c}
          label={labels.field(c)}
          align={isNumericField(def.fields[c]) ? 'right' : 'left'}
          render={(record: RaRecord) => formatValue(def.fields[c], record[c], yesNo)}
        />
      ))}
      <DataTable.Col label={translate('kilau.master.actions')} align="right" disableSort>
        <RowActions def={def} />
      </DataTable.Col>
    </DataTable>
  );
}

export function MasterList({ def }: { def: MasterDefinition }) {
  const translate = useTranslate();
  const { title } = useMasterLabels(def);
  const narrow = useMediaQuery(NARROW);
  const [dialog, setDialog] = useState<DialogTarget>({ open: false });
  const openForm = useCallback((record?: RaRecord) => setDialog({ open: true, record }), []);
  const closeForm = useCallback(() => setDialog({ open: false }), []);
  const modal = def.form === 'modal';

  return (
    <OpenFormProvider value={modal ? openForm : undefined}>
      <List
        title={title}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('kilau.master.search')} />]}
        actions={<ListButtons def={def} />}
        sort={{ field: def.list.sort ?? def.key, order: 'ASC' }}
        perPage={10}
        // Search, sort and page live in the store, not the address: a search still waiting out its debounce when Edit
        // or a menu entry is clicked would otherwise write the list's address over the new screen's and bring the
        // user back to the list (the new screen loads in a transition, so the list is still mounted when it fires).
        disableSyncWithLocation
        storeKey={`${resourceName(def)}.listParams`}
        // The table shows its own empty text, so search and Tambah stay on screen with no rows.
        empty={false}
      >
        {narrow ? <StackedList def={def} /> : <MasterTable def={def} />}
        {modal && <FormDialog def={def} target={dialog} onClose={closeForm} />}
      </List>
    </OpenFormProvider>
  );
}
