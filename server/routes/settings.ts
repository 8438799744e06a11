// Writing the shop's settings: module flags (PUT modules), para_system settings (PUT para-system/key/{key})
// and the shop's own record (toko/own). Each write is guarded by the gate of the screen that makes it
// (definitions/pages.ts) and tells every connected browser (settings-changed), which then offers to reload.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';
import { requireGate } from '../plugins/auth';
import { PAGES } from '../../definitions/pages';
import { checkModuleChanges, MODULE_MESSAGES } from '../../domain/module-flags';
import { PROTECTED_SETTINGS, SETTING_MESSAGES, settingSpec } from '../../domain/settings';
import { checkOwnShop, SHOP_MESSAGES } from '../../domain/shop';
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

  app.put('/api/v1/modules', async (req) => {
    await requirePage(ctx, req, '/settingsystem');
    const checked = checkModuleChanges(req.body);
    if (checked.errors) refuse(checked.errors);
    const { kode_toko } = await ctx.ownShop();
    await ctx.db.transaction(async (tx) => {
      for (const [key, m] of Object.entries(checked.changes)) {
        await tx.query(
          `INSERT INTO modules (kode_toko, key, active, value) VALUES ($1, $2, $3, $4)
           ON CONFLICT (kode_toko, key) DO UPDATE SET active = EXCLUDED.active, value = EXCLUDED.value`,
          [kode_toko, key, m.active, m.value],
        );
      }
    });
    return { status: 'success', message: MODULE_MESSAGES.saved, data: await announce() };
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
    await ctx.db.transaction(async (tx) => {
      for (const [key, value] of accepted) {
        await tx.query(
          `INSERT INTO para_system (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, value],
        );
      }
    });
    // Only a change of the default language moves every browser to it; other saves leave each user's choice.
    const language = accepted.find(([key]) => key === 'bahasa_default')?.[1];
    await announce(language ? { language } : {});
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

  app.get('/api/v1/toko/own', async () => ({ status: 'success', data: await ctx.ownShop() }));

  app.put('/api/v1/toko/own', async (req) => {
    await requirePage(ctx, req, '/settingtoko');
    const checked = checkOwnShop((req.body ?? {}) as Record<string, unknown>);
    if (checked.errors) refuse(checked.errors);
    const { nama_toko, alamat_toko, phone, portal } = checked.value;
    await ctx.db.query('UPDATE toko SET nama_toko = $1, alamat_toko = $2, phone = $3, portal = $4 WHERE is_own', [nama_toko, alamat_toko, phone, portal]);
    return { status: 'success', message: SHOP_MESSAGES.saved, data: await ctx.reloadOwnShop() };
  });
}
