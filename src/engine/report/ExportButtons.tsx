// 'Export Pdf' and 'Export Excel' for the rows on screen. The export code (jspdf, xlsx) is imported
// only when a button is pressed, so it stays out of the initial bundle.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { ReportDefinition } from '../../../definitions/define';
import { useToast } from '../notify';
import type { ReportExportMeta, ReportRow } from '../export/table';
import { K } from './labels';

type Kind = ReportDefinition['export'][number];

const LABELS: Record<Kind, string> = { pdf: K.exportPdf, excel: K.exportExcel };

async function runExport(kind: Kind, def: ReportDefinition, rows: ReportRow[], meta: ReportExportMeta): Promise<void> {
  if (kind === 'pdf') (await import('../export/pdf')).exportReportPdf(def, rows, meta);
  else (await import('../export/excel')).exportReportExcel(def, rows, meta);
}

interface Props {
  def: ReportDefinition;
  rows: ReportRow[];
  /** Built at click time, so the footer's time ('Dicetak Oleh ... / time') is the moment of printing. */
  meta: () => ReportExportMeta;
}

export function ExportButtons({ def, rows, meta }: Props) {
  const t = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState<Kind | null>(null);
  const press = async (kind: Kind) => {
    setBusy(kind);
    try {
      await runExport(kind, def, rows, meta());
    } catch {
      toast.error(K.exportFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {def.export.map((kind) => (
        <Button key={kind} variant="outlined" disabled={busy !== null} onClick={() => press(kind)}>
          {t(LABELS[kind])}
        </Button>
      ))}
    </Stack>
  );
}
