// Checking a change of module flags (PUT modules, from /settingsystem): only catalogue modules, on/off as a
// boolean, and a value among the module's choices for the modules that carry one (definitions/modules.ts).
import { moduleDefinition } from '../definitions/modules';
import type { ModuleMap } from './gates';
import type { FieldError } from './validation';

export const MODULE_MESSAGES = {
  saved: 'Berhasil Menyimpan Setting Modul',
  empty: 'Tidak Ada Modul Yang Diubah',
  unknown: (key: string) => `Modul ${key} Tidak Dikenal`,
  active: (key: string) => `Status Modul ${key} Tidak Valid`,
  value: (key: string) => `Nilai Modul ${key} Tidak Valid`,
};

/** The changes to store (value null for a module without choices), or every refusal by module key. */
export function checkModuleChanges(body: unknown): { changes: ModuleMap; errors?: undefined } | { errors: FieldError[] } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { errors: [{ field: '', message: MODULE_MESSAGES.empty }] };
  const entries = Object.entries(body as Record<string, unknown>);
  if (!entries.length) return { errors: [{ field: '', message: MODULE_MESSAGES.empty }] };
  const errors: FieldError[] = [];
  const changes: ModuleMap = {};
  for (const [key, raw] of entries) {
    const def = moduleDefinition(key);
    const entry = (raw && typeof raw === 'object' ? raw : {}) as { active?: unknown; value?: unknown };
    if (!def) errors.push({ field: key, message: MODULE_MESSAGES.unknown(key) });
    else if (typeof entry.active !== 'boolean') errors.push({ field: key, message: MODULE_MESSAGES.active(key) });
    else if (def.values && !def.values.includes(entry.value as string)) errors.push({ field: key, message: MODULE_MESSAGES.value(key) });
    else changes[key] = { active: entry.active, value: def.values ? (entry.value as string) : null };
  }
  return errors.length ? { errors } : { changes };
}
