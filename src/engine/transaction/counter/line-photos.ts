// The photos of the lines of a document being taken (an order's design, a piece left for repair), held beside its
// lines until the document is saved, then stored with it (PUT {api}/{no}/foto/{baris}, line 1 first). A photo is no
// part of the money or stock of the document, so it follows the document rather than riding in its transaction: a
// photo that fails to store is said so, the document stands.
import { useState } from 'react';
import { useApiCall } from '../../data/index';
import { useToast } from '../../notify';

export function useLinePhotos() {
  const call = useApiCall();
  const toast = useToast();
  const [photos, setPhotos] = useState<(Blob | undefined)[]>([]);
  return {
    photos,
    set: (line: number, photo: Blob | undefined) => setPhotos((prev) => Object.assign([...prev], { [line]: photo })),
    remove: (line: number) => setPhotos((prev) => prev.filter((_, i) => i !== line)),
    clear: () => setPhotos([]),
    /** Stores the photos of the document just saved. */
    async upload(api: string, no: string): Promise<void> {
      try {
        for (const [i, photo] of photos.entries()) {
          if (photo) await call({ method: 'PUT', path: `${api}/${encodeURIComponent(no)}/foto/${i + 1}`, body: photo });
        }
      } catch (e) {
        toast.warning('kilau.shared.foto_gagal', { message: (e as Error).message });
      }
    },
  };
}
