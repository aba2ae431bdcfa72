import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { loadServer, printLoad, type ServerLoad } from "./compare";
import { load, type Request } from "./load";
import { withServer } from "./processes";
import { count, heading, ratio, target } from "./table";

/** Acknowledged writes with `--data-dir` (each one on disk before its answer) against a world of
 *  100 and of 10,000 API keys: key rotations, so the world keeps its size while measured. */
interface ManagementInfo {
  apiUrl: string;
  token: string;
  organizationId: string;
  keyIds: string[];
}

const PER_SECOND = 1_000;
const WITHIN = 1.5;

export async function durabilitySection(): Promise<void> {
  heading(`Durable writes (--data-dir): key rotations, 8 connections (targets: ≥ ${count(PER_SECOND)} writes/s at 10,000 objects; median latency within ${WITHIN}× of 100)`);
  const small = await durableWrites(100);
  const large = await durableWrites(10_000);
  target("durable writes at 10,000 objects", large.perSecond >= PER_SECOND, `≥ ${count(PER_SECOND)}/s`, `${count(large.perSecond)}/s`);
  target("median latency at 10,000 objects vs 100", large.p50 / small.p50 <= WITHIN, `≤ ${WITHIN}×`, ratio(large.p50 / small.p50));
}

async function durableWrites(objects: number): Promise<ServerLoad> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dbplane-bench-"));
  try {
    return await withServer<ManagementInfo, ServerLoad>({ kind: "management", apiKeys: objects, bootstrapToken: "bench-durable-token", dataDir: dir }, async (s) => {
      const headers = { authorization: `Bearer ${s.info.token}`, "content-type": "application/json" };
      const rotations = s.info.keyIds.map((id): Request => ({ method: "POST", path: `/v4/organizations/${s.info.organizationId}/apikeys/${id}/rotate`, headers, body: "{}" }));
      await load({ url: s.info.apiUrl, requests: rotations, amount: 300 }); // warm-up
      const figures = await loadServer(s, { url: s.info.apiUrl, requests: rotations, amount: 3000 });
      printLoad(`key rotations with --data-dir (${count(objects)} objects)`, figures);
      return figures;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
