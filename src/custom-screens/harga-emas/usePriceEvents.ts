// The price screens hear of every price change live: a socket of their own with the session token (as the
// fingerprint dialog has), listening for the server's harga-emas-changed event (a save on /harga-emas, a scheduled
// change that became due, a write through the master screens, found by the server's minute check).
import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { getSession } from '../../engine/session';
import { PRICE_CHANGED_EVENT } from '../../../domain/harga-emas';

export function usePriceEvents(onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const token = getSession()?.token;
    if (!token) return undefined;
    const socket = io({ auth: { token } });
    socket.on(PRICE_CHANGED_EVENT, () => latest.current());
    return () => {
      socket.disconnect();
    };
  }, []);
}
