// An item's photo (GET barang/foto/{kode_barcode}). An <img src> cannot send the session's token header, so
// the JPEG is fetched through the API and shown from an object URL. A thumbnail (`lazy`) is fetched only once it
// scrolls into view, so a list page asks only for the photos a user actually sees.
import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../engine/api';

interface Props {
  kode_barcode: string;
  /** Changes when the photo may have changed (the item's versi, a replaced photo), to fetch it again. */
  version?: string | number;
  /** Width and height of the box the photo fits in, in pixels. */
  size: number;
  /** Wait until the box is visible before fetching (list thumbnails). */
  lazy?: boolean;
}

type State = { kind: 'waiting' } | { kind: 'shown'; url: string } | { kind: 'none'; message: string };

export function ItemPhoto({ kode_barcode, version, size, lazy = false }: Props) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!lazy);
  const [state, setState] = useState<State>({ kind: 'waiting' });

  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    let url: string | undefined;
    api
      .download(`barang/foto/${encodeURIComponent(kode_barcode)}`)
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ kind: 'shown', url });
        else URL.revokeObjectURL(url);
      })
      // A missing photo answers 404 'Foto Tidak Tersedia': that text is what the user sees.
      .catch((e: unknown) => live && setState({ kind: 'none', message: e instanceof Error && e.message ? e.message : translate('kilau.barang.photo_unavailable') }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [visible, kode_barcode, version, translate]);

  const alt = translate('kilau.barang.photo_of', { code: kode_barcode });
  return (
    <Box
      ref={box}
      sx={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
    >
      {state.kind === 'shown' && <img src={state.url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      {state.kind === 'none' && !lazy && (
        <Typography variant="body2" color="text.secondary">
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
