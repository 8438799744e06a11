// A photo for a line of a document being taken (an order's design, a piece left for repair), from the camera or a
// file: resized in the browser as an item's photo is (at most 720 x 1366, JPEG quality 50), held by the screen until
// the document is saved, then stored with it (src/engine/transaction/counter/line-photos.ts).
import { useRef } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { resizedJpeg } from './photo-resize';

export function LinePhoto({ value, onChange, line }: { value: Blob | undefined; onChange: (photo: Blob | undefined) => void; line: number }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const label = translate(value ? 'kilau.shared.foto_ganti' : 'kilau.shared.foto_ambil', { n: line });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`foto-${line}`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          onChange(file ? await resizedJpeg(file) : undefined);
        }}
      />
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => input.current?.click()} color={value ? 'success' : 'default'}>
          {value ? <CheckIcon /> : <PhotoCameraIcon />}
        </IconButton>
      </Tooltip>
    </>
  );
}
