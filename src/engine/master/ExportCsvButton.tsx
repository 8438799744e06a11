// Export: every row matching the current search (not only the shown page) as a CSV file named by the
// definition (spec default spreadsheet.csv). The list call without a limit answers all rows.
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import type { MasterDefinition } from '../../../definitions/define';
import { useToast } from '../notify';
import { ApiError } from '../api';
import { resourceName } from './context';
import { toCsv } from '../../../domain/csv';
import { useMasterLabels } from './labels';

export function ExportCsvButton({ def }: { def: MasterDefinition }) {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const labels = useMasterLabels(def);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resourceName(def), { filter: filterValues, sort });
      const columns = def.list.columns;
      // downloadCSV adds the extension itself.
      downloadCSV(toCsv(columns, columns.map(labels.field), data), def.csvName.replace(/\.csv$/i, ''));
    } catch (e) {
      toast.error(e instanceof ApiError && e.message ? e.message : 'kilau.master.export_failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="kilau.master.export" onClick={exportAll} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
}
