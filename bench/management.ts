import { againstCeiling, type Compared } from "./compare";
import { type Request, unique } from "./load";
import { ServerProcess } from "./processes";
import { count, heading, ratio, target } from "./table";

/** The management API beside its ceiling: GET one object, GET a page (at 100 and at 50,000
 *  objects: both servers run at once and are measured in turns with the ceiling), POST. The
 *  bearer token is a fixed bootstrap token (DBPLANE_BOOTSTRAP_TOKEN's kind, not
 *  `base64(id:secret)`): the lookup that used to scan every key. */
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
const WITHIN = 1.5;

export async function managementSection(): Promise<void> {
  heading(`Management API: 8 connections, beside a bare fastify server with the same bearer check and a same-sized body (target ≥ ${AT_LEAST}× it)`);
  // Single-threaded, as its ceiling is: both on a core of their own (cores.ts).
  const small = await ServerProcess.start<ManagementInfo>({ kind: "management", apiKeys: SMALL, bootstrapToken: BOOTSTRAP_TOKEN }, { pinned: true });
  const large = await ServerProcess.start<ManagementInfo>({ kind: "management", apiKeys: LARGE, bootstrapToken: BOOTSTRAP_TOKEN }, { pinned: true });
  try {
    const O = (s: ServerProcess<ManagementInfo>) => `/v4/organizations/${s.info.organizationId}`;
    const headers = { authorization: `Bearer ${BOOTSTRAP_TOKEN}` };
    const auth = { bearer: BOOTSTRAP_TOKEN };
    const at = (server: ServerProcess<ManagementInfo>, what: string, n: number, requests: Request[]) => ({ label: `${what} (${count(n)} keys)`, server, url: server.info.apiUrl, requests });
    const judge = (label: string, r: Compared) => target(label, r.ratio >= AT_LEAST, `≥ ${AT_LEAST}× the ceiling`, ratio(r.ratio));
    const sizes = (label: string, [atSmall, atLarge]: Compared[]) => {
      const slower = atSmall.measured.perSecond / atLarge.measured.perSecond;
      target(`${label} at ${count(LARGE)} objects vs at ${count(SMALL)}`, slower <= WITHIN, `≤ ${WITHIN}× slower`, `${ratio(slower)} slower`);
    };

    const ones = small.info.keyIds.slice(0, 50).map((id): Request => ({ method: "GET", path: `${O(small)}/apikeys/${id}`, headers }));
    judge("GET one object", (await againstCeiling([at(small, "GET one API key", SMALL, ones)], auth))[0]);

    const page = (s: ServerProcess<ManagementInfo>): Request[] => [{ method: "GET", path: `${O(s)}/apikeys?perPage=10&page=2`, headers }];
    const pages = await againstCeiling([at(small, "GET a page of 10 API keys, page 2", SMALL, page(small)), at(large, "GET a page of 10 API keys, page 2", LARGE, page(large))], auth);
    judge("GET a page", pages[0]);
    sizes("a page", pages);

    const sorted = (s: ServerProcess<ManagementInfo>): Request[] => [{ method: "GET", path: `${O(s)}/apikeys?perPage=10&page=2&sortBy=name&sortDirection=desc`, headers }];
    sizes("a page by name", await againstCeiling([at(small, "GET a page of 10 by name, desc", SMALL, sorted(small)), at(large, "GET a page of 10 by name, desc", LARGE, sorted(large))], auth));

    const body = JSON.stringify({ name: "bench-[<n>]", organizationRoles: ["organizationMember"] });
    const post = unique({ method: "POST", path: `${O(small)}/apikeys`, headers: { ...headers, "content-type": "application/json" }, body });
    // Beside the bare ceiling, and beside one that does a create's own work (ceiling.ts): what
    // the first ratio misses is that work; what the second misses is dbplane's.
    judge("POST", (await againstCeiling([at(small, "POST an API key, from", SMALL, [post])], auth, "createApiKey"))[0]);
  } finally {
    await Promise.all([small.stop(), large.stop()]);
  }
}
