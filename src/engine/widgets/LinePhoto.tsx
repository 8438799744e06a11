// A photo for a line of a document being taken (an order's design, a piece left for repair), or of the document itself
// (a loan's customer and KTP), from the camera or a file: resized in the browser as an item's photo is (at most
// 720 x 1366, JPEG quality 50), held by the screen until the document is saved, then stored with it
// (src/engine/transaction/counter/line-photos.ts, src/custom-screens/hutang/customer-photos.ts).
import { useRef } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { resizedJpeg } from './photo-resize';

interface Props {
  value: Blob | undefined;
  onChange: (photo: Blob | undefined) => void;
  /** A line's photo: its number names it. */
  line?: number;
  /** Another photo of the document (a loan's customer, the KTP): its own label and test id. */
  label?: string;
  testId?: string;
}

export function LinePhoto({ value, onChange, line, label: own, testId }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const label = own ?? translate(value ? 'kilau.shared.foto_ganti' : 'kilau.shared.foto_ambil', { n: line });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={testId ?? `foto-${line}`}
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
