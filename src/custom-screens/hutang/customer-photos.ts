// A new loan's customer photo and KTP photo, held by the screen until the loan is saved, then stored with it
// (PUT hutang/{no}/foto-customer/{customer|ktp}). As a line's photo (engine/transaction/counter/line-photos.ts), a
// photo is no part of the loan's money or custody: one that fails to store is said so, the loan stands.
import { useState } from 'react';
import { useApiCall } from '../../engine/data/index';
import { useToast } from '../../engine/notify';

export const CUSTOMER_PHOTOS = ['customer', 'ktp'] as const;
export type CustomerPhoto = (typeof CUSTOMER_PHOTOS)[number];

export function useCustomerPhotos() {
  const call = useApiCall();
  const toast = useToast();
  const [photos, setPhotos] = useState<Partial<Record<CustomerPhoto, Blob>>>({});
  return {
    photos,
    set: (jenis: CustomerPhoto, photo: Blob | undefined) => setPhotos((prev) => ({ ...prev, [jenis]: photo })),
    /** Stores the photos of the loan just saved. */
    async upload(no: string): Promise<void> {
      try {
        for (const jenis of CUSTOMER_PHOTOS) {
          const photo = photos[jenis];
          if (photo) await call({ method: 'PUT', path: `hutang/${encodeURIComponent(no)}/foto-customer/${jenis}`, body: photo });
        }
      } catch (e) {
        toast.warning('kilau.shared.foto_gagal', { message: (e as Error).message });
      }
    },
  };
}
