// The shop's settings: module flags, para_system settings and the shop's own record; the operations behind
// server/routes/settings.ts. A change of the module flags or of the default language is what every open browser
// must pick up (spec section 4: the live event carries the module records), so only those send settings-changed,
// which asks each browser to reload; a receipt footer or a rounding rule interrupts nobody.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError, MESSAGES } from '../http-error';
import type { Actor } from '../actor';
import { checkModuleChanges } from '../../domain/module-flags';
import { PROTECTED_SETTINGS, SETTING_MESSAGES, settingSpec, type Checked, type SettingSpec } from '../../domain/settings';
import { checkOwnShop, shopChangeRefusal } from '../../domain/shop';
import type { FieldError } from '../../domain/validation';
import { gatewayUrlErrors } from '../whatsapp/gateway-address';
import { recordAudit, type Auditor } from '../audit/log';

export const SETTINGS_CHANGED = 'settings-changed';

function refuse(errors: FieldError[]): never {
  throw new HttpError(400, errors[0].message, errors);
}

/** The server's own cache first, then every browser: the event carries the modules as they now are. */
async function announce(ctx: AppContext, extra: { language?: string } = {}) {
  const modules = await ctx.reloadModules();
  ctx.live.broadcast(SETTINGS_CHANGED, { modules, ...extra });
  return modules;
}

/** Stores the module flags sent (each checked against the catalogue); answers the modules as they now are. */
export async function saveModules(ctx: AppContext, body: unknown, who: Auditor) {
  const checked = checkModuleChanges(body);
  if (checked.errors) refuse(checked.errors);
  const { kode_toko } = await ctx.ownShop();
  const changed = await ctx.db.transaction(async (tx) => {
    const before = new Map(
      (await tx.query<{ key: string; active: boolean; value: string | null }>('SELECT key, active, value FROM modules WHERE kode_toko = $1', [kode_toko])).map((m) => [m.key, m]),
    );
    let any = false;
    for (const [key, m] of Object.entries(checked.changes)) {
      const was = before.get(key);
      const change = !was || was.active !== m.active || (was.value ?? null) !== (m.value ?? null);
      any ||= change;
      // A flag saved as it was is no change: the screen sends every flag, the log keeps the ones that moved.
      if (change) {
        const sebelum = was && { active: was.active, value: was.value ?? null };
        await recordAudit(tx, who, { tabel: 'modules', kunci: key, aksi: was ? 'UBAH' : 'TAMBAH', sebelum, sesudah: { active: m.active, value: m.value ?? null } });
      }
      await tx.query(
        `INSERT INTO modules (kode_toko, key, active, value) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kode_toko, key) DO UPDATE SET active = EXCLUDED.active, value = EXCLUDED.value`,
        [kode_toko, key, m.active, m.value],
      );
    }
    return any;
  });
  // Saving the flags as they were changes nothing a browser shows: no reload asked.
  return changed ? announce(ctx) : ctx.reloadModules();
}

/**
 * The setting a key names, before anything else is looked at: tgl_system is refused (store closing advances it),
 * a key that is not a setting is 404. The caller then checks the gate of the setting's screen.
 */
export function settingNamed(key: string): SettingSpec {
  if (PROTECTED_SETTINGS.includes(key)) throw new HttpError(400, SETTING_MESSAGES.tglSystem);
  const spec = settingSpec(key);
  if (!spec) throw new HttpError(404, MESSAGES.notFound);
  return spec;
}

/** Rules of a setting only the server can apply, beside its own (domain/settings.ts), by key. */
const SERVER_RULES: Record<string, (ctx: AppContext, input: unknown) => FieldError[]> = {
  // Whether the gateway may be local is this server's environment (WHATSAPP_ALLOW_LOCAL_GATEWAY).
  whatsapp_setting: (ctx, input) => {
    const url = (input as { gateway_url?: unknown } | null)?.gateway_url;
    return typeof url === 'string' ? gatewayUrlErrors(url.trim(), ctx.config.whatsappAllowLocalGateway) : [];
  },
};

/** A setting checked by its own rules and the server's: the text to store, or every error. */
export function checkSetting(ctx: AppContext, spec: SettingSpec, input: unknown): Checked {
  const checked = spec.check(input);
  const errors = [...(checked.errors ?? []), ...(SERVER_RULES[spec.key]?.(ctx, input) ?? [])];
  return errors.length ? { errors } : checked;
}

/** A stored setting as the audit log shows it: an object setting as its fields (so its secrets are masked), else the text. */
function settingShown(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : text;
  } catch {
    return text;
  }
}

/**
 * Checks every setting against its rules and saves them in one transaction, or none (400 with every field error).
 * Answers the stored texts. Gates are the caller's (each setting's screen).
 */
export async function saveSettings(ctx: AppContext, settings: Record<string, unknown>, who: Auditor): Promise<[string, string][]> {
  const accepted: [string, string][] = [];
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(settings)) {
    const checked = checkSetting(ctx, settingNamed(key), value);
    if (checked.errors) errors.push(...checked.errors);
    else accepted.push([key, checked.value]);
  }
  if (errors.length) refuse(errors);
  const languageBefore = await ctx.db.transaction(async (tx) => {
    const [was] = await tx.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'bahasa_default'`);
    const stored = new Map(
      (await tx.query<{ key: string; value: string }>('SELECT key, value FROM para_system WHERE key = ANY($1::text[])', [accepted.map(([key]) => key)])).map((r) => [r.key, r.value]),
    );
    for (const [key, value] of accepted) {
      const before = stored.get(key);
      // A setting saved as it was is no change (a screen saves all its settings together).
      if (before !== value) {
        const aksi = before === undefined ? 'TAMBAH' : 'UBAH';
        await recordAudit(tx, who, { tabel: 'para_system', kunci: key, aksi, sebelum: before === undefined ? undefined : settingShown(before), sesudah: settingShown(value) });
      }
      await tx.query(`INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [key, value]);
    }
    return was?.value;
  });
  // Only a new default language moves every browser to it; other saves leave each user's screen alone.
  const language = accepted.find(([key]) => key === 'bahasa_default')?.[1];
  if (language && language !== languageBefore) await announce(ctx, { language });
  return accepted;
}

// "Own" is the user's shop: a branch user on a shared database edits their branch, never the server's record.
const userShop = async (q: Queryable, kodeToko: string, lock = false) =>
  (await q.query<Record<string, unknown>>(`SELECT kode_toko, nama_toko, alamat_toko, level, portal, phone, zona_waktu_toko(kode_toko) AS zona_waktu FROM toko WHERE kode_toko = $1${lock ? ' FOR UPDATE' : ''}`, [kodeToko]))[0];

export const ownShop = (ctx: AppContext, actor: Actor) => userShop(ctx.db, actor.kode_toko);

/** The writer's own shop record (domain/shop.ts: what a branch may change of it); answers it as stored. */
export async function saveOwnShop(ctx: AppContext, writer: Actor & Auditor, body: Record<string, unknown>) {
  const checked = checkOwnShop(body);
  if (checked.errors) refuse(checked.errors);
  const data = await ctx.db.transaction(async (tx) => {
    const before = await userShop(tx, writer.kode_toko, true);
    const refusal = shopChangeRefusal(writer, writer.kode_toko, before, { ...checked.value });
    if (refusal) throw new HttpError(403, refusal);
    const { nama_toko, alamat_toko, phone, portal } = checked.value;
    await tx.query('UPDATE toko SET nama_toko = $1, alamat_toko = $2, phone = $3, portal = $4 WHERE kode_toko = $5', [nama_toko, alamat_toko, phone, portal, writer.kode_toko]);
    const after = await userShop(tx, writer.kode_toko);
    await recordAudit(tx, writer, { tabel: 'toko', kunci: writer.kode_toko, aksi: 'UBAH', sebelum: before, sesudah: after });
    return after;
  });
  await ctx.reloadOwnShop();
  return data;
}
