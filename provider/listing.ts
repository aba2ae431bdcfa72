import type { Operation } from "../schema/model";
import type { ApiClient } from "./http";
import type { Props, Scope } from "./spec";

const PAGE_SIZE = 100;

/** Every item of a list operation of the model: page after page (`{data, cursor}`) when it takes
 *  `page`, else its one answer's `data`. */
export async function listOperation(client: ApiClient, op: Operation, params: Scope, deadline: number): Promise<Props[]> {
  const path = op.url(params);
  if (op.query?.includes("page")) return listAll(client, path, deadline);
  return (await client.get(path, { deadline })).body?.data ?? [];
}

/** Every item of a paged list (`{data, cursor: {pages: {last}}}`, document 2). */
export async function listAll(client: ApiClient, path: string, deadline: number): Promise<Props[]> {
  return (await listPages(client, path, deadline, false))!;
}

/** Every item of a paged list, or undefined when the list itself answers 404 (its parent is gone). */
export function listIfPresent(client: ApiClient, path: string, deadline: number): Promise<Props[] | undefined> {
  return listPages(client, path, deadline, true);
}

async function listPages(client: ApiClient, path: string, deadline: number, missingOk: boolean): Promise<Props[] | undefined> {
  const items: Props[] = [];
  const sep = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const res = await client.get(`${path}${sep}page=${page}&perPage=${PAGE_SIZE}`, { deadline, accept: missingOk ? [404] : [] });
    if (res.status === 404) return undefined;
    items.push(...(res.body?.data ?? []));
    if (page >= (res.body?.cursor?.pages?.last ?? 1)) return items;
  }
}
