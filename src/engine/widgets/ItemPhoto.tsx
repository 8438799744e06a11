// An item's photo (GET barang/foto/{kode_barcode}), or a document line's (its path given). An <img src> cannot send the session's token header, so
// the JPEG is fetched through the API and shown from an object URL. A thumbnail (`lazy`) is fetched only once it
// scrolls into view, so a list page asks only for the photos a user actually sees. The photo is a cached read per
// barcode and version: paging back to a list page shows its thumbnails without fetching them again.
// A photo is bytes, not JSON: it is read with the data provider's `download` (useApiDownload).
// An item without a photo (its record's `foto` empty) is asked for nothing: the box shows a placeholder at once, so a
// scan of such a piece costs no request and no 404 in the console; its text is sized to fit the box. A screen that
// knows a photo is coming (a scanned sale line) starts reading it ahead (usePhotoPrefetch), off the line's render.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import NoPhotoIcon from '@mui/icons-material/HideImageOutlined';
import { useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiDownload } from '../data/index';

type Download = ReturnType<typeof useApiDownload>;

/** The cached read of one photo: ItemPhoto's and usePhotoPrefetch's. */
function photoQuery(download: Download, kode_barcode: string, version: string | number | undefined, path?: string) {
  return {
    // Not under the API's query keys: a write that refreshes 'barang' does not fetch every thumbnail again; a new
    // version does.
    queryKey: ['kilau-item-photo', kode_barcode, version ?? ''],
    queryFn: async () => (await download({ path: path ?? `barang/foto/${encodeURIComponent(kode_barcode)}` })).blob,
    staleTime: Infinity,
    retry: false,
  } as const;
}

/** Starts reading an item's photo (when it has one) before its ItemPhoto mounts, which then finds it on its way. */
export function usePhotoPrefetch(): (item: { kode_barcode: string; foto?: string | null; versi?: number }) => void {
  const queryClient = useQueryClient();
  const download = useApiDownload();
  return useCallback(
    (item) => {
      if (item.foto) void queryClient.prefetchQuery(photoQuery(download, item.kode_barcode, item.versi));
    },
    [queryClient, download],
  );
}

interface Props {
  kode_barcode: string;
  /** The item's photo as its record names it (barang.foto): empty when it has none. */
  foto: string | null | undefined;
  /** Changes when the photo may have changed (the item's versi, a replaced photo), to fetch it again. */
  version?: string | number;
  /** Width and height of the box the photo fits in, in pixels. */
  size: number;
  /** Wait until the box is visible before fetching (list thumbnails). */
  lazy?: boolean;
  /** Where the photo is read, when not the item's (a document line's: pesanan/{no}/foto/{baris}); kode_barcode names it. */
  path?: string;
}

export function ItemPhoto({ kode_barcode, foto, version, size, lazy = false, path }: Props) {
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

  const photo = useQuery({ ...photoQuery(download, kode_barcode, version, path), enabled: visible && !!foto, refetchOnWindowFocus: false });

  useEffect(() => {
    if (!photo.data) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);

  // A photo the record names but the store lost answers 404 'Foto Tidak Tersedia': that text is what the user sees.
  const error = photo.error;
  const message = error instanceof Error && error.message ? error.message : translate('kilau.barang.photo_unavailable');
  const alt = translate('kilau.barang.photo_of', { code: kode_barcode });
  const placeholder = !foto ? translate('kilau.barang.photo_placeholder') : error && !lazy ? message : undefined;
  return (
    <Box
      ref={box}
      sx={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
    >
      {url && <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />}
      {placeholder && <Placeholder text={placeholder} size={size} />}
    </Box>
  );
}

/** An icon over a short text, both scaled to the box (a 48 px cell of the sale's lines holds them as a 280 px view does). */
function Placeholder({ text, size }: { text: string; size: number }) {
  const fontSize = Math.max(9, Math.min(14, Math.floor(size / 5)));
  return (
    <Box data-testid="photo-placeholder" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', px: 0.25, color: 'text.secondary', textAlign: 'center' }}>
      <NoPhotoIcon aria-hidden sx={{ fontSize: Math.round(size * 0.35) }} />
      <Typography component="span" sx={{ fontSize, lineHeight: 1.1, overflowWrap: 'normal' }}>
        {text}
      </Typography>
    </Box>
  );
}
