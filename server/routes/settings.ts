// Writing the shop's settings: module flags (PUT modules), para_system settings (PUT para-system/key/{key})
// and the shop's own record (toko/own). Each write is guarded by the gate of the screen that makes it
// (definitions/pages.ts). A change of the module flags or of the default language is what every open browser
// must pick up (spec section 4: the live event carries the module records), so only those send
// settings-changed, which asks each browser to reload; a receipt footer or a rounding rule interrupts nobody.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { requireGate } from '../plugins/auth';
import { PAGES } from '../../definitions/pages';
import { checkModuleChanges, MODULE_MESSAGES } from '../../domain/module-flags';
import { PROTECTED_SETTINGS, SETTING_MESSAGES, settingSpec } from '../../domain/settings';
import { checkOwnShop, shopChangeRefusal, SHOP_MESSAGES } from '../../domain/shop';
import { actorOf, writerOf } from '../actor';
import type { Queryable } from '../db/database';
import type { FieldError } from '../../domain/validation';

export const SETTINGS_CHANGED = 'settings-changed';

/** 403 unless the user may use the screen at `route`. */
export function requirePage(ctx: AppContext, req: FastifyRequest, route: string) {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`${route} is not in definitions/pages.ts`);
  return requireGate(ctx, req, page.gate, route);
}

function refuse(errors: FieldError[]): never {
  throw new HttpError(400, errors[0].message, errors);
}

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** The server's own cache first, then every browser: the event carries the modules as they now are. */
  const announce = async (extra: { language?: string } = {}) => {
    const modules = await ctx.reloadModules();
    ctx.live.broadcast(SETTINGS_CHANGED, { modules, ...extra });
    return modules;
  };
  const storedModules = async (tx: Queryable, kodeToko: string) =>
    new Map((await tx.query<{ key: string; active: boolean; value: string | null }>('SELECT key, active, value FROM modules WHERE kode_toko = $1', [kodeToko])).map((m) => [m.key, m]));

  app.put('/api/v1/modules', async (req) => {
    await requirePage(ctx, req, '/settingsystem');
    const checked = checkModuleChanges(req.body);
    if (checked.errors) refuse(checked.errors);
    const { kode_toko } = await ctx.ownShop();
    const changed = await ctx.db.transaction(async (tx) => {
      const before = await storedModules(tx, kode_toko);
      let any = false;
      for (const [key, m] of Object.entries(checked.changes)) {
        const was = before.get(key);
        any ||= !was || was.active !== m.active || (was.value ?? null) !== (m.value ?? null);
        await tx.query(
          `INSERT INTO modules (kode_toko, key, active, value) VALUES ($1, $2, $3, $4)
           ON CONFLICT (kode_toko, key) DO UPDATE SET active = EXCLUDED.active, value = EXCLUDED.value`,
          [kode_toko, key, m.active, m.value],
        );
      }
      return any;
    });
    // Saving the flags as they were changes nothing a browser shows: no reload asked.
    return { status: 'success', message: MODULE_MESSAGES.saved, data: changed ? await announce() : await ctx.reloadModules() };
  });

  /** Checks each setting against its screen's gate and rules; nothing is written unless all of them pass. */
  const checkSettings = async (req: FastifyRequest, settings: Record<string, unknown>): Promise<[string, string][]> => {
    const accepted: [string, string][] = [];
    const errors: FieldError[] = [];
    for (const [key, value] of Object.entries(settings)) {
      if (PROTECTED_SETTINGS.includes(key)) throw new HttpError(400, SETTING_MESSAGES.tglSystem);
      const spec = settingSpec(key);
      if (!spec) throw new HttpError(404, MESSAGES.notFound);
      await requirePage(ctx, req, spec.route);
      const checked = spec.check(value);
      if (checked.errors) errors.push(...checked.errors);
      else accepted.push([key, checked.value]);
    }
    if (errors.length) refuse(errors);
    return accepted;
  };

  const writeSettings = async (accepted: [string, string][]) => {
    const languageBefore = await ctx.db.transaction(async (tx) => {
      const [was] = await tx.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'bahasa_default'`);
      for (const [key, value] of accepted) {
        await tx.query(
          `INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, value],
        );
      }
      return was?.value;
    });
    // Only a new default language moves every browser to it; other saves leave each user's screen alone.
    const language = accepted.find(([key]) => key === 'bahasa_default')?.[1];
    if (language && language !== languageBefore) await announce({ language });
  };

  app.put('/api/v1/para-system/key/:key', async (req) => {
    const { key } = req.params as { key: string };
    const accepted = await checkSettings(req, { [key]: (req.body as { value?: unknown } | undefined)?.value });
    await writeSettings(accepted);
    return { status: 'success', message: SETTING_MESSAGES.saved, data: { key, value: accepted[0][1] } };
  });

  // The settings of one screen together: all saved in one transaction, or none.
  app.put('/api/v1/para-system', async (req) => {
    const settings = (req.body as { settings?: unknown } | undefined)?.settings;
    if (!settings || typeof settings !== 'object' || Array.isArray(settings) || !Object.keys(settings).length) {
      throw new HttpError(400, MESSAGES.badRequest);
    }
    const accepted = await checkSettings(req, settings as Record<string, unknown>);
    await writeSettings(accepted);
    return { status: 'success', message: SETTING_MESSAGES.saved, data: Object.fromEntries(accepted) };
  });

  // "Own" is the user's shop: a branch user on a shared database edits their branch, never the server's record.
  const userShop = async (q: Queryable, kodeToko: string, lock = false) =>
    (await q.query<Record<string, unknown>>(`SELECT kode_toko, nama_toko, alamat_toko, level, portal, phone FROM toko WHERE kode_toko = $1${lock ? ' FOR UPDATE' : ''}`, [kodeToko]))[0];

  app.get('/api/v1/toko/own', async (req) => ({ status: 'success', data: await userShop(ctx.db, actorOf(req).kode_toko) }));

  app.put('/api/v1/toko/own', async (req) => {
    await requirePage(ctx, req, '/settingtoko');
    const actor = await writerOf(ctx, req);
    const checked = checkOwnShop((req.body ?? {}) as Record<string, unknown>);
    if (checked.errors) refuse(checked.errors);
    const data = await ctx.db.transaction(async (tx) => {
      const before = await userShop(tx, actor.kode_toko, true);
      const refusal = shopChangeRefusal(actor, actor.kode_toko, before, { ...checked.value });
      if (refusal) throw new HttpError(403, refusal);
      const { nama_toko, alamat_toko, phone, portal } = checked.value;
      await tx.query('UPDATE toko SET nama_toko = $1, alamat_toko = $2, phone = $3, portal = $4 WHERE kode_toko = $5', [nama_toko, alamat_toko, phone, portal, actor.kode_toko]);
      return userShop(tx, actor.kode_toko);
    });
    await ctx.reloadOwnShop();
    return { status: 'success', message: SHOP_MESSAGES.saved, data };
  });
}
