import type { ApiClient } from "./http";
import type { Props } from "./spec";

const PAGE_SIZE = 100;

/** Every item of a paged list (`{data, cursor: {pages: {last}}}`, document 2). */
export async function listAll(client: ApiClient, path: string, deadline: number): Promise<Props[]> {
  const items: Props[] = [];
  const sep = path.includes("?") ? "&" : "?";
  for (let page = 1; ; page++) {
    const res = await client.get(`${path}${sep}page=${page}&perPage=${PAGE_SIZE}`, { deadline });
    items.push(...(res.body?.data ?? []));
    if (page >= (res.body?.cursor?.pages?.last ?? 1)) return items;
  }
}
