// react-admin's data provider for master screens: resource names map to master definitions, and each
// call goes to the definition's API paths (server/README.md, "API contract"). A record's react-admin id
// is the value of the definition's key, so routes read /master-bank/BCA.
import type { DataProvider, GetListParams, Identifier, RaRecord, SortPayload } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { api, fillPath } from '../api';
import { resourceName } from './context';

type Row = Record<string, unknown>;
interface ListAnswer {
  data?: Row[];
  count?: number;
  /** Where the page after starts (server/engine/list-cursor.ts), when this one is full. */
  next?: string;
}
interface WriteAnswer {
  data?: Row;
  message?: string;
}

/** The re-activation of a soft-deleted record (the DELETED flow of spec section 8). */
export interface ActivateResult {
  data: RaRecord;
  message?: string;
}
export interface MasterDataProvider extends DataProvider {
  activate(resource: string, params: { id: Identifier; data: Row }): Promise<ActivateResult>;
}

interface ListQuery {
  filter?: Row;
  sort?: SortPayload;
  pagination?: GetListParams['pagination'];
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export function createDataProvider(defs: MasterDefinition[]): MasterDataProvider {
  const byResource = new Map(defs.map((d) => [resourceName(d), d]));

  const defOf = (resource: string): MasterDefinition => {
    const def = byResource.get(resource);
    if (!def) throw new Error(`master data provider: no master definition for resource "${resource}"`);
    return def;
  };
  const withId = (def: MasterDefinition, row: Row): RaRecord => ({ ...row, id: row[def.key] as Identifier });
  const keyPath = (def: MasterDefinition, path: string, id: Identifier) => fillPath(path, { [def.key]: id });

  /**
   * Where each visited page of a master's list starts: the server's `next` cursor of the page before. Paging on asks
   * by it (keyset: a deep page costs what the first costs); a page not reached by paging on (a jump) goes by `skip`.
   * One list per master: another search, sort or page size starts the cursors over.
   */
  const cursors = new Map<string, { list: string; pages: Map<number, string> }>();
  const cursorsOf = (def: MasterDefinition, list: string) => {
    let known = cursors.get(def.name);
    if (known?.list !== list) cursors.set(def.name, (known = { list, pages: new Map() }));
    return known.pages;
  };

  /** react-admin sorts by 'id' unless told otherwise; the server knows the key by its own name. */
  const sortParams = (def: MasterDefinition, sort?: SortPayload) => ({
    sort: sort && sort.field in def.fields ? sort.field : (def.list.sort ?? def.key),
    order: sort?.order ?? 'ASC',
  });

  /**
   * Lists with search, sort and paging done by the server. A narrowing filter (a ref field's dependsOn)
   * uses the definition's lookup path for that field; without one, the whole list is fetched and
   * narrowed and paged here.
   */
  async function fetchList(def: MasterDefinition, { filter = {}, sort, pagination }: ListQuery) {
    const { q, ...rest } = filter;
    const narrowing = Object.entries(rest).filter(([, v]) => present(v));
    const params = { q: present(q) ? String(q) : undefined, ...sortParams(def, sort) };
    const page = pagination && { skip: (pagination.page - 1) * pagination.perPage, limit: pagination.perPage };

    const lookup = narrowing.length === 1 ? def.api.lookups.find((l) => l.by === narrowing[0][0]) : undefined;
    if (narrowing.length === 0 || lookup) {
      let path = def.api.list;
      const query: Record<string, string | number | undefined> = { ...params };
      if (lookup) {
        const [by, value] = narrowing[0];
        path = fillPath(lookup.path, { [by]: value });
        if (!lookup.path.includes(`{${by}}`)) query[by] = String(value);
      }
      const pages = page && cursorsOf(def, JSON.stringify([path, query, page.limit]));
      const after = pages?.get(pagination!.page);
      const answer = await api.get<ListAnswer>(path, { ...query, ...(after ? { after, limit: page!.limit } : page) });
      if (answer.next) pages?.set(pagination!.page + 1, answer.next);
      const rows = answer.data ?? [];
      return { data: rows.map((r) => withId(def, r)), total: answer.count ?? rows.length };
    }

    const answer = await api.get<ListAnswer>(def.api.list, params);
    const rows = (answer.data ?? []).filter((r) => narrowing.every(([k, v]) => String(r[k] ?? '') === String(v)));
    const shown = page ? rows.slice(page.skip, page.skip + page.limit) : rows;
    return { data: shown.map((r) => withId(def, r)), total: rows.length };
  }

  async function update(resource: string, id: Identifier, data: Row, previousData?: Row) {
    const def = defOf(resource);
    const answer = await api.put<WriteAnswer>(keyPath(def, def.api.update, id), data);
    return { data: withId(def, { ...previousData, ...(answer.data ?? data), [def.key]: answer.data?.[def.key] ?? id }) };
  }

  async function remove(resource: string, id: Identifier, previousData?: RaRecord) {
    const def = defOf(resource);
    await api.delete(keyPath(def, def.api.remove, id));
    return { data: previousData ?? { id } };
  }

  const provider = {
    getList: (resource: string, params: GetListParams) => fetchList(defOf(resource), params),

    async getOne(resource: string, params: { id: Identifier }) {
      const def = defOf(resource);
      const answer = await api.get<WriteAnswer>(keyPath(def, def.api.update, params.id));
      return { data: withId(def, answer.data ?? {}) };
    },

    /** Reference pickers ask for the records behind the chosen keys: one list call, no paging. */
    async getMany(resource: string, params: { ids: Identifier[] }) {
      const def = defOf(resource);
      const wanted = new Set(params.ids.map(String));
      const { data } = await fetchList(def, {});
      return { data: data.filter((r) => wanted.has(String(r.id))) };
    },

    getManyReference: (resource: string, params: ListQuery & { target: string; id: Identifier }) =>
      fetchList(defOf(resource), { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    async create(resource: string, params: { data: Row }) {
      const def = defOf(resource);
      const answer = await api.post<WriteAnswer>(def.api.create, params.data);
      return { data: withId(def, answer.data ?? params.data) };
    },

    update: (resource: string, params: { id: Identifier; data: Row; previousData?: Row }) =>
      update(resource, params.id, params.data, params.previousData),

    async updateMany(resource: string, params: { ids: Identifier[]; data: Row }) {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },

    delete: (resource: string, params: { id: Identifier; previousData?: RaRecord }) => remove(resource, params.id, params.previousData),

    async deleteMany(resource: string, params: { ids: Identifier[] }) {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },

    async activate(resource: string, params: { id: Identifier; data: Row }): Promise<ActivateResult> {
      const def = defOf(resource);
      const answer = await api.put<WriteAnswer>(keyPath(def, def.api.activate, params.id), params.data);
      return { data: withId(def, answer.data ?? { ...params.data, [def.key]: params.id }), message: answer.message };
    },
  };
  // The methods above answer with plain records; react-admin's generic signatures cannot be met
  // without a cast, and the record shape is the server's, not something TypeScript can check here.
  return provider as unknown as MasterDataProvider;
}
