import { besideFirst, loadServer, printLoad } from "./compare";
import { unique } from "./load";
import { ServerProcess, withServer } from "./processes";
import { BENCH_DB } from "./worlds";
import type { GatewayInfo } from "./gateway";
import { count, heading, ratio, row, target } from "./table";

/** `document_changed` webhooks: events delivered per second to a loopback receiver, each through
 *  a filter run in the sandbox; and that a receiver that never answers does not slow writes. The
 *  receiver runs in a process of its own. */
const FILTER = "function (doc) { return doc.notify === true; }";
const WRITES = 10_000;
const EVENTS_PER_SECOND = 2_000;
const NOT_SLOWER = 0.8;

interface Counted {
  received: number;
  first: number;
  last: number;
}

export async function webhooksSection(): Promise<void> {
  heading(`Webhooks: document_changed with a filter, to a loopback receiver (targets: ≥ ${count(EVENTS_PER_SECOND)} events/s; a silent receiver leaves writes ≥ ${NOT_SLOWER}× as fast)`);
  await withServer<{ url: string }, void>({ kind: "receiver", answer: true }, async (receiver) => {
    await withServer<GatewayInfo, void>({ kind: "gateway", docs: 1_000, webhook: { url: receiver.info.url, filter: FILTER } }, async (gw) => {
      const started = Date.now();
      const writes = await loadServer(gw, { url: gw.info.publicUrl, requests: [put(gw.info)], amount: WRITES });
      const written = writes.ok;
      const done = await settled(receiver, written);
      const seconds = (done.last - started) / 1000;
      const perSecond = done.received / seconds;
      row(
        `${count(written)} writes, each event filtered then POSTed`,
        `${count(perSecond)} events/s`,
        `${count(done.received)} delivered in ${seconds.toFixed(1)} s`,
        `${count(written - done.received)} not delivered`,
      );
      target("webhook events delivered", perSecond >= EVENTS_PER_SECOND, `≥ ${count(EVENTS_PER_SECOND)} events/s`, `${count(perSecond)} events/s`);
    });
  });

  // Three gateways measured in turns (their figures meet the same machine): no webhook, one whose
  // receiver answers, one whose receiver never does. The target is the last beside the first;
  // beside the second, what is left is the silence alone.
  const receivers = await Promise.all([ServerProcess.start<{ url: string }>({ kind: "receiver", answer: true }), ServerProcess.start<{ url: string }>({ kind: "receiver", answer: false })]);
  const webhook = (receiver: ServerProcess<{ url: string }>) => ({ url: receiver.info.url, filter: FILTER });
  const gateways = await Promise.all([
    ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: 1_000 }),
    ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: 1_000, webhook: webhook(receivers[0]) }),
    ServerProcess.start<GatewayInfo>({ kind: "gateway", docs: 1_000, webhook: webhook(receivers[1]) }),
  ]);
  try {
    const [without, answered, silent] = await besideFirst(gateways.map((gw) => ({ server: gw, opts: { url: gw.info.publicUrl, requests: [put(gw.info)] } })));
    printLoad("PUT as a Basic user, no webhook", without.load);
    printLoad("PUT as a Basic user, webhook to a receiver that answers", answered.load);
    printLoad("PUT as a Basic user, webhook to a receiver that never answers", silent.load);
    row("  … the silent receiver's writes beside the answering one's", "", "", "", "", `ratio ${ratio(silent.load.perSecond / answered.load.perSecond)}`);
    target("writes with a silent receiver vs without a webhook", silent.ratio >= NOT_SLOWER, `≥ ${NOT_SLOWER}×`, ratio(silent.ratio));
  } finally {
    await Promise.all([...gateways, ...receivers].map((s) => s.stop()));
  }
}

function put(info: GatewayInfo) {
  return unique({
    method: "PUT",
    path: `/${BENCH_DB}/event-[<n>]`,
    headers: { authorization: info.basic, "content-type": "application/json" },
    body: JSON.stringify({ channels: ["ch-1"], notify: true, n: "[<n>]" }),
  });
}

/** The receiver's count once every event arrived, or once none arrived for a second (the rest
 *  were discarded: the queue was full). */
async function settled(receiver: ServerProcess<{ url: string }>, expected: number): Promise<Counted> {
  let last = await receiver.ask<Counted>("count");
  let quietSince = Date.now();
  while (last.received < expected && Date.now() - quietSince < 1000) {
    await new Promise((r) => setTimeout(r, 50));
    const now = await receiver.ask<Counted>("count");
    if (now.received > last.received) quietSince = Date.now();
    last = now;
  }
  return last;
}
