// The logged-in user's data, kept in local storage obfuscated (spec section 9) and read back here.
import { obfuscate, deobfuscate } from '../../domain/obfuscate';
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
  access: AccessNode[];
  modules: ModuleMap;
  no_wa?: string | null;
}

const KEY = 'kilau.user';

export function getSession(): Session | undefined {
  return deobfuscate<Session>(localStorage.getItem(KEY));
}

export function saveSession(s: Session): void {
  localStorage.setItem(KEY, obfuscate(s));
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
