import { againstCeiling } from "./compare";
import { type Request, unique } from "./load";
import { type ServerProcess, withServer } from "./processes";
import { count, heading, ratio, target } from "./table";

/** The management API beside its ceiling: GET one object, GET a page (at 100 and at 50,000
 *  objects), POST. The bearer token is a fixed bootstrap token (DBPLANE_BOOTSTRAP_TOKEN's kind,
 *  not `base64(id:secret)`): the lookup that used to scan every key. */
interface ManagementInfo {
  apiUrl: string;
  token: string;
  organizationId: string;
  keyIds: string[];
}

const BOOTSTRAP_TOKEN = "bench-bootstrap-token";
const SMALL = 100;
const LARGE = 50_000;
const AT_LEAST = 0.7;

export async function managementSection(): Promise<void> {
  heading(`Management API: 8 connections, beside a bare fastify server with the same bearer check and a same-sized body (target ≥ ${AT_LEAST}× it)`);
  const small = await withServer<ManagementInfo, Figures>({ kind: "management", apiKeys: SMALL, bootstrapToken: BOOTSTRAP_TOKEN }, (s) => figures(s, SMALL, true));
  const large = await withServer<ManagementInfo, Figures>({ kind: "management", apiKeys: LARGE, bootstrapToken: BOOTSTRAP_TOKEN }, (s) => figures(s, LARGE, false));
  const slower = small.page / large.page;
  target(`a page at ${count(LARGE)} objects vs at ${count(SMALL)}`, slower <= 1.5, "≤ 1.5× slower", `${ratio(slower)} slower`);
  const sortedSlower = small.sorted / large.sorted;
  target(`a page sorted by name at ${count(LARGE)} vs at ${count(SMALL)}`, sortedSlower <= 1.5, "≤ 1.5× slower", `${ratio(sortedSlower)} slower`);
}

/** req/s of the page figures. */
interface Figures {
  page: number;
  sorted: number;
}

async function figures(server: ServerProcess<ManagementInfo>, objects: number, all: boolean): Promise<Figures> {
  const info = server.info;
  const O = `/v4/organizations/${info.organizationId}`;
  const headers = { authorization: `Bearer ${info.token}` };
  const auth = { bearer: info.token };
  const at = `${count(objects)} keys`;
  const judge = (label: string, r: { ratio: number }) => target(label, r.ratio >= AT_LEAST, `≥ ${AT_LEAST}× the ceiling`, ratio(r.ratio));
  if (all) {
    const ones = info.keyIds.slice(0, 50).map((id): Request => ({ method: "GET", path: `${O}/apikeys/${id}`, headers }));
    judge("GET one object", await againstCeiling(`GET one API key (${at})`, server, info.apiUrl, ones, auth));
  }
  const page = await againstCeiling(`GET a page of 10 API keys, page 2 (${at})`, server, info.apiUrl, [{ method: "GET", path: `${O}/apikeys?perPage=10&page=2`, headers }], auth);
  if (all) judge("GET a page", page);
  const sorted = await againstCeiling(
    `GET a page of 10 by name, desc (${at})`,
    server,
    info.apiUrl,
    [{ method: "GET", path: `${O}/apikeys?perPage=10&page=2&sortBy=name&sortDirection=desc`, headers }],
    auth,
  );
  if (all) {
    const body = JSON.stringify({ name: "bench-[<n>]", organizationRoles: ["organizationMember"] });
    const post = unique({ method: "POST", path: `${O}/apikeys`, headers: { ...headers, "content-type": "application/json" }, body });
    judge("POST", await againstCeiling(`POST an API key (from ${at})`, server, info.apiUrl, [post], auth));
  }
  return { page: page.measured.perSecond, sorted: sorted.measured.perSecond };
}
