// The logged-in user's data, kept in local storage obfuscated (spec section 9) and read back here. Parts of the
// shell that draw from it (the menus) re-render when it changes during a visit (a live access change).
import { useSyncExternalStore } from 'react';
import { obfuscate, deobfuscate } from '../../domain/obfuscate';
import { setDisplayTimeZone } from '../../domain/dates';
import type { AccessNode, ModuleMap, GateContext } from '../../domain/gates';
import type { Level } from '../../definitions/define';

export interface Session {
  token: string;
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  /** PUSAT: head office (shop picker shown); CABANG: a single shop. */
  type: 'PUSAT' | 'CABANG';
  /** The user's own shop is the head office (gate rule headOffice). */
  kantor_pusat?: boolean;
  tgl_system: string;
  /** The shop's time zone: every time the app shows or prints is on the shop's clock (domain/dates.ts). */
  zona_waktu?: string;
  access: AccessNode[];
  modules: ModuleMap;
  no_wa?: string | null;
  /** A password someone else chose: the user is kept on /ganti-password until they change it. */
  must_change_password?: boolean;
}

export const SESSION_KEY = 'kilau.user';

/** The last stored text and what it decoded to: screens read the session on every render (the counter on each scan). */
let decoded: { raw: string | null; session: Session | undefined } | undefined;

/** The stored session, decoded once per stored text (the same object until it changes: read it, never change it). */
export function getSession(): Session | undefined {
  const raw = localStorage.getItem(SESSION_KEY);
  if (decoded?.raw !== raw) decoded = { raw, session: deobfuscate<Session>(raw) };
  return decoded.session;
}

let version = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A number that changes whenever the session is saved in this tab: a dependency for what is drawn from it. */
export function useSessionVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}

/** Shows times on the clock of the stored session's shop (at start; every save keeps it in step). */
export function restoreDisplayTimeZone(): void {
  setDisplayTimeZone(getSession()?.zona_waktu);
}

export function saveSession(s: Session): void {
  localStorage.setItem(SESSION_KEY, obfuscate(s));
  setDisplayTimeZone(s.zona_waktu);
  version += 1;
  listeners.forEach((l) => l());
}

export function updateSession(patch: Partial<Session>): void {
  const s = getSession();
  if (s) saveSession({ ...s, ...patch });
}

/** Logging out or an invalid token clears all local storage except the chosen language. */
export function clearSession(): void {
  const lang = localStorage.getItem(LANGUAGE_KEY);
  localStorage.clear();
  if (lang) localStorage.setItem(LANGUAGE_KEY, lang);
}

export const LANGUAGE_KEY = 'kilau.language';

export function gateContext(s: Session | undefined = getSession()): GateContext | undefined {
  return s && { level: s.level, modules: s.modules, access: s.access, headOffice: s.kantor_pusat === true };
}
