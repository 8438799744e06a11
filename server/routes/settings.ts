// Writing the shop's settings: module flags (PUT modules), para_system settings (PUT para-system/key/{key}, or a
// screen's settings together with PUT para-system) and the shop's own record (toko/own); thin routes over
// server/settings/service.ts. Each write needs the gate of the screen that makes it (definitions/pages.ts); a
// setting's screen depends on its key (domain/settings.ts), so those routes check it before reading the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { MESSAGES } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actorOf, writerOf } from '../actor';
import { routesOf } from '../http/route';
import { screenGates } from '../http/gates';
import { answer, s, type JsonSchema } from '../http/schema';
import * as settings from '../settings/service';
import { auditorOf } from '../audit/log';
import { MODULE_MESSAGES } from '../../domain/module-flags';
import { SETTING_MESSAGES, SETTINGS } from '../../domain/settings';
import { SHOP_LABELS, SHOP_LIMITS, SHOP_MESSAGES, type OwnShopInput } from '../../domain/shop';

export { SETTINGS_CHANGED } from '../settings/service';

const tags = ['Setting'];
/** The screens that edit a setting: one of them guards each setting's write. */
const SETTING_SCREENS = [...new Set(SETTINGS.map((spec) => spec.route))];
const settingGate = { dynamic: "the screen of each setting's key (domain/settings.ts)", pages: SETTING_SCREENS } as const;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A setting's value: a number, text or an object by key; its rules and messages are the setting's own. */
const settingValue: JsonSchema = { title: 'Nilai', description: 'A number, text or object, by setting (domain/settings.ts)', maxLength: 20_000 };

/** The module flags sent: { KEY: { active, value? } }; the catalogue (definitions/modules.ts) judges each by key. */
const modulesBody: JsonSchema = {
  type: 'object',
  description: '{ MODULE_KEY: { active: boolean, value?: one of the module choices } }',
  maxProperties: 200,
  propertyNames: { maxLength: 100 },
  additionalProperties: { properties: { value: { title: 'Nilai Modul', maxLength: 100 } } },
};

/** Room past a limit for the spaces domain/shop.ts trims before it counts (and then names the limit). */
const TRIM_ROOM = 50;
const shopField = (name: keyof OwnShopInput): JsonSchema => ({ title: SHOP_LABELS[name], type: ['string', 'null'], maxLength: SHOP_LIMITS[name] + TRIM_ROOM });
const shopBody = s.object(
  { nama_toko: shopField('nama_toko'), alamat_toko: shopField('alamat_toko'), phone: shopField('phone'), portal: shopField('portal') },
  ['nama_toko', 'alamat_toko'],
);

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const gates = screenGates(ctx.definitions);
  /** tgl_system (400) and unknown keys (404) first, then the gate of each setting's screen (403). */
  const requireSettingScreens = async (req: FastifyRequest, keys: string[]) => {
    for (const key of keys) {
      const { route: screen } = settings.settingNamed(key);
      await requireGate(ctx, req, gates.get(screen)!, screen);
    }
  };

  route(
    {
      method: 'PUT',
      url: 'modules',
      gate: { page: '/settingsystem' },
      summary: 'Save module flags; every browser reloads when one changed',
      tags,
      body: modulesBody,
      response: answer.record(),
    },
    async (req) => ({ status: 'success', message: MODULE_MESSAGES.saved, data: await settings.saveModules(ctx, req.body, auditorOf(req)) }),
  );

  route(
    {
      method: 'PUT',
      url: 'para-system/key/:key',
      gate: settingGate,
      authorize: (req) => requireSettingScreens(req, [(req.params as { key: string }).key]),
      summary: 'Save one setting',
      tags,
      params: { ...s.params('key'), properties: { key: { type: 'string', maxLength: 100, examples: SETTINGS.map((x) => x.key) } } },
      body: s.object({ value: settingValue }),
      response: answer.record(),
    },
    async (req) => {
      const { key } = req.params as { key: string };
      const [[, value]] = await settings.saveSettings(ctx, { [key]: (req.body as { value?: unknown } | undefined)?.value }, auditorOf(req));
      return { status: 'success', message: SETTING_MESSAGES.saved, data: { key, value } };
    },
  );

  // The settings of one screen together: all saved in one transaction, or none.
  const badRequest = { required: MESSAGES.badRequest, type: MESSAGES.badRequest, minProperties: MESSAGES.badRequest, maxProperties: MESSAGES.badRequest };
  route(
    {
      method: 'PUT',
      url: 'para-system',
      gate: settingGate,
      authorize: async (req) => {
        const sent = (req.body as { settings?: unknown } | undefined)?.settings;
        if (isObject(sent)) await requireSettingScreens(req, Object.keys(sent));
      },
      summary: 'Save several settings together: all or none',
      tags,
      body: s.object(
        { settings: { title: 'Setting', type: 'object', minProperties: 1, maxProperties: SETTINGS.length, additionalProperties: settingValue, 'x-messages': badRequest } },
        ['settings'],
      ),
      response: answer.record(),
    },
    async (req) => {
      const accepted = await settings.saveSettings(ctx, (req.body as { settings: Record<string, unknown> }).settings, auditorOf(req));
      return { status: 'success', message: SETTING_MESSAGES.saved, data: Object.fromEntries(accepted) };
    },
  );

  route({ method: 'GET', url: 'toko/own', gate: 'login', summary: "The user's own shop record", tags, response: answer.record() }, async (req) => ({
    status: 'success',
    data: await settings.ownShop(ctx, actorOf(req)),
  }));

  route(
    {
      method: 'PUT',
      url: 'toko/own',
      gate: { page: '/settingtoko' },
      summary: "Save the user's own shop record (a branch: address and phone only)",
      tags,
      body: shopBody,
      response: answer.record(),
    },
    async (req) => {
      const data = await settings.saveOwnShop(ctx, { ...(await writerOf(ctx, req)), address: req.ip }, (req.body ?? {}) as Record<string, unknown>);
      return { status: 'success', message: SHOP_MESSAGES.saved, data };
    },
  );
}

