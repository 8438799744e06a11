// What the sidebar and the SubMenu pages show: the menus of definitions/menus.ts without the items whose
// gate fails for the logged-in user, and the locale key of every label (locales/definition-texts.ts: in Indonesian the
// menus.ts, pages.ts and definition texts themselves, which are also the fallback of a language that lacks a key).
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Gate } from '../../../definitions/define';
import type { MenuGroup, MenuItem, MenuSection } from '../../../definitions/menus';
import { PAGES } from '../../../definitions/pages';
import { passesGate, type GateContext } from '../../../domain/gates';
import { definitions, menus } from '../definitions';
import { gateContext, useSessionVersion } from '../session';
import { localeKeys } from '../../../locales/definition-texts';

const byRoute = new Map(definitions.map((d) => [d.route, d]));

/** A route's gate: its definition's, or its PAGES entry's; an unknown route needs the access tree. */
function gateOf(route: string): Gate {
  return byRoute.get(route)?.gate ?? PAGES.find((p) => p.route === route)?.gate ?? {};
}

export function visibleMenus(groups: MenuGroup[], ctx: GateContext | undefined): MenuGroup[] {
  if (!ctx) return [];
  return groups
    .map((g) => ({
      ...g,
      sections: g.sections
        .map((s) => ({ ...s, items: s.items.filter((i) => passesGate(gateOf(i.route), ctx, i.route)) }))
        .filter((s) => s.items.length),
    }))
    .filter((g) => g.sections.length);
}

export function itemLabelKey(route: string): string {
  const def = byRoute.get(route);
  return def ? localeKeys.name(def) : localeKeys.page(route);
}

/** The logged-in user's menus, drawn again when the session changes (an access change arrives live). */
export function useVisibleMenus(): MenuGroup[] {
  const version = useSessionVersion();
  return useMemo(() => visibleMenus(menus, gateContext()), [version]);
}

export function useMenuText() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      group: (g: MenuGroup) => translate(localeKeys.menu(g.key), { _: g.label }),
      section: (s: MenuSection) => translate(localeKeys.menu(s.key), { _: s.label }),
      item: (i: MenuItem) => translate(itemLabelKey(i.route), { _: i.label }),
    }),
    [translate],
  );
}
