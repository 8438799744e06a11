// The browser's side of the fingerprint flow (spec section 4): a live connection of its own, with the session
// token (or, on the login page, the requester's ticket), over which the dialog asks for a scan ('fingerprint-scan-request') and hears 'fingerprint-auth'. The
// server sends that event only to the asking user's browsers; the dialog still checks whom it is for.
import { useCallback, useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getSession } from '../session';

export interface FingerprintAuth {
  status: boolean;
  auth_for: string;
  user_id: string;
}
export type ScanAnswer = { status: 'sent' } | { status: 'error'; message?: string };

/** How long the server may take to pass a request to the reader before the dialog gives up on it. */
export const ASK_TIMEOUT_MS = 10_000;

export function useFingerprintSocket(onAuth: (auth: FingerprintAuth) => void, ticket?: string): (userId: string) => Promise<ScanAnswer> {
  const socketRef = useRef<Socket | null>(null);
  const onAuthRef = useRef(onAuth);
  useEffect(() => {
    onAuthRef.current = onAuth;
  }, [onAuth]);

  useEffect(() => {
    const token = getSession()?.token;
    if (!token && !ticket) return;
    const socket = io({ auth: token ? { token } : { ticket } });
    socket.on('fingerprint-auth', (auth: FingerprintAuth) => onAuthRef.current(auth));
    socketRef.current = socket;
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [ticket]);

  return useCallback(async (userId: string): Promise<ScanAnswer> => {
    const socket = socketRef.current;
    if (!socket) return { status: 'error' };
    try {
      return (await socket.timeout(ASK_TIMEOUT_MS).emitWithAck('fingerprint-scan-request', { user_id: userId })) as ScanAnswer;
    } catch {
      return { status: 'error' };
    }
  }, []);
}
