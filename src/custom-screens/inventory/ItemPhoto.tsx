// An item's photo (GET barang/foto/{kode_barcode}). An <img src> cannot send the session's token header, so
// the JPEG is fetched through the API and shown from an object URL. A thumbnail (`lazy`) is fetched only once it
// scrolls into view, so a list page asks only for the photos a user actually sees. The photo is a cached read per
// barcode and version: paging back to a list page shows its thumbnails without fetching them again.
// A photo is bytes, not JSON: it is read with the data provider's `download` (useApiDownload).
import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useApiDownload } from '../../engine/data';

interface Props {
  kode_barcode: string;
  /** Changes when the photo may have changed (the item's versi, a replaced photo), to fetch it again. */
  version?: string | number;
  /** Width and height of the box the photo fits in, in pixels. */
  size: number;
  /** Wait until the box is visible before fetching (list thumbnails). */
  lazy?: boolean;
}

export function ItemPhoto({ kode_barcode, version, size, lazy = false }: Props) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!lazy);
  const [url, setUrl] = useState<string>();
  const download = useApiDownload();

  useEffect(() => {
    if (visible || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [visible]);

  // Not under the API's query keys: a write that refreshes 'barang' does not fetch every thumbnail again; a new
  // version does.
  const photo = useQuery({
    queryKey: ['kilau-item-photo', kode_barcode, version ?? ''],
    queryFn: async () => (await download({ path: `barang/foto/${encodeURIComponent(kode_barcode)}` })).blob,
    enabled: visible,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!photo.data) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);

  // A missing photo answers 404 'Foto Tidak Tersedia': that text is what the user sees.
  const error = photo.error;
  const message = error instanceof Error && error.message ? error.message : translate('kilau.barang.photo_unavailable');
  const alt = translate('kilau.barang.photo_of', { code: kode_barcode });
  return (
    <Box
      ref={box}
      sx={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
    >
      {url && <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      {error && !lazy && (
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
      )}
    </Box>
  );
}
