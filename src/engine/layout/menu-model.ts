// What the sidebar and the SubMenu pages show: the menus of definitions/menus.ts without the items whose
// gate fails for the logged-in user, and the locale key of every label (the menus.ts text is the fallback).
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Definition, Gate } from '../../../definitions/define';
import type { MenuGroup, MenuItem, MenuSection } from '../../../definitions/menus';
import { PAGES } from '../../../definitions/pages';
import { passesGate, type GateContext } from '../../../domain/gates';
import { definitions, menus } from '../definitions';
import { gateContext, useSessionVersion } from '../session';

const byRoute = new Map(definitions.map((d) => [d.route, d]));

/** Locale root of each kind of definition: resources.<name>, reports.<name>, transactions.<name>. */
const LOCALE_ROOT: Record<Definition['kind'], string> = { master: 'resources', report: 'reports', transaction: 'transactions' };

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
  if (def) return `${LOCALE_ROOT[def.kind]}.${def.name}.name`;
  return `kilau.shell.pages.${route.slice(1) || 'login'}`;
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
      group: (g: MenuGroup) => translate(`menu.${g.key}`, { _: g.label }),
      section: (s: MenuSection) => translate(`menu.${s.key}`, { _: s.label }),
      item: (i: MenuItem) => translate(itemLabelKey(i.route), { _: i.label }),
    }),
    [translate],
  );
}
