// Resizes a photo in the browser before upload (spec section 5: at most 720 x 1366, JPEG quality 50).
import { PHOTO_QUALITY, fitWithin } from '../../../domain/photo';

export async function resizedJpeg(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('canvas 2d is not available');
  g.fillStyle = '#fff'; // a transparent PNG becomes white, not black, as JPEG
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', PHOTO_QUALITY));
}
