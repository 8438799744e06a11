// `npm run routes`: every route the app knows, one JSON object per line (kinds: master, report,
// transaction, custom, menu, page). ../shared/tools/route-coverage.mjs compares it with the spec's list.
import { loadDefinitions } from '../server/engine/load-definitions';
import { buildMenus } from '../definitions/menus';
import { PAGES } from '../definitions/pages';

const defs = await loadDefinitions();
const lines: { path: string; kind: string; gate: unknown; label: string }[] = [];
for (const p of PAGES) lines.push({ path: p.route, kind: p.kind, gate: p.gate, label: p.label });
for (const d of defs) lines.push({ path: d.route, kind: d.kind, gate: d.gate, label: d.label });
for (const g of buildMenus(defs)) if (g.submenu) lines.push({ path: g.submenu, kind: 'menu', gate: {}, label: g.label });
for (const l of lines) console.log(JSON.stringify(l));
