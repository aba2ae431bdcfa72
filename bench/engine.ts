import * as dbplane from "../index";
import { startConformanceServer } from "../conformance";
import { providerConfigFor } from "../local/serverConfig";
import { describeFailure, Engine, ProviderHost, type RunReport } from "../local";
import { heading, row, target } from "./table";

const linkSelf: () => void = require("../../scripts/link-self");

/** A shared machine's figures move by tens of percent from run to run: previews are cheap enough
 *  to take the median of a few. */
const PREVIEWS = 3;

/** The engine with many resources: a generated stack of gateway users of one self-managed
 *  database (each a read and a write that cost the server little: users without a password, which
 *  the database allows, whose creation would cost a scrypt hash), so the figures are the
 *  engine's and the provider host's.
 *  Targets at 1,000 resources: `up` under 5 s, a no-change preview under 1.5 s. */
export async function engineSection(): Promise<void> {
  heading("Engine: a generated stack of gateway users through Pulumi's dynamic-provider host");
  linkSelf();
  for (const size of [200, 1000]) {
    const server = await startConformanceServer({ transitionMs: 50 });
    const host = await ProviderHost.start();
    try {
      const basic = `Basic ${Buffer.from(`${server.gatewayAdminUsername}:${server.gatewayAdminPassword}`).toString("base64")}`;
      const db = await fetch(`${server.gatewayAdminUrl}/generated/`, {
        method: "PUT",
        headers: { authorization: basic, "content-type": "application/json" },
        body: JSON.stringify({ bucket: "generated", allow_empty_password: true }),
      });
      if (db.status !== 201) throw new Error(`PUT /generated/ answered ${db.status}`);
      const { values, secretKeys } = providerConfigFor(server);
      await host.configure(values, secretKeys);
      const engine = new Engine(host);
      const program = () => {
        for (let i = 0; i < size; i++) new dbplane.GatewayUser(`user-${i}`, { database: "generated", name: `user-${i}`, adminChannels: ["c"] });
      };
      /** The median of `runs` timed runs of `step`. */
      const time = async (label: string, step: () => Promise<RunReport>, runs = 1) => {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = Date.now();
          const report = await step();
          times.push(Date.now() - t0);
          if (report.errors.length) throw new Error(`${label}: ${describeFailure(report.errors[0])}`);
        }
        const ms = times.sort((a, b) => a - b)[Math.floor(runs / 2)];
        row(label, `${(ms / 1000).toFixed(2)} s`, `${(ms / size).toFixed(2)} ms per resource${runs > 1 ? ` (median of ${runs})` : ""}`);
        return ms;
      };
      const up = await time(`up, ${size} resources`, () => engine.up(program));
      // The first preview of a process also warms the JIT up; the figure is of the next ones.
      await engine.preview(program);
      const preview = await time(`no-change preview, ${size} resources`, () => engine.preview(program), PREVIEWS);
      if (size === 1000) {
        target("up of 1,000 resources", up < 5000, "< 5 s", `${(up / 1000).toFixed(2)} s`);
        target("no-change preview of 1,000 resources", preview < 1500, "< 1.5 s", `${(preview / 1000).toFixed(2)} s`);
      }
    } finally {
      await host.close();
      await server.close();
    }
  }
}
