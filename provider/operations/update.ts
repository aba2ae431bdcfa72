import { changedInputs } from "../diff";
import { ApiError } from "../http";
import type { Props } from "../spec";
import { pick, presentEntries } from "../values";
import type { SpecContext } from "./context";
import { declaredFields, outputsOf } from "./outputs";
import { recordOnFailure } from "./partialFailure";
import type { Applied } from "./types";

export type Update = (id: string, olds: Props, news: Props) => Promise<Applied>;

/** Brings the object from the last outputs (`olds`) to the new inputs: the actions of changed
 *  provider-only inputs (those `actionsBeforeUpdate` names first), the update request when an API
 *  field changed, then a wait until the object is usable again. */
export async function update(sc: SpecContext, id: string, olds: Props, news: Props): Promise<Applied> {
  const { spec, fields } = sc;
  const client = sc.clientOf(news);
  const deadline = sc.deadlineFor(news, "update");
  const { changed } = changedInputs(spec, olds, news);
  let extra: Props = pick(olds, [...(spec.writeOnly ?? []), ...(spec.secretOutputs ?? [])]);
  const ctx = sc.hookContext(client, id, news, olds, deadline);
  // Provider-only inputs whose action has not gone through yet: recorded with their old
  // values if a step fails, so that the next run applies them again.
  const actions = new Map(presentEntries(spec.actions));
  const pending = new Set([...actions.keys()].filter((f) => changed.includes(f)));
  const recorded = <T>(step: () => Promise<T>) => {
    const applied = { ...news, ...Object.fromEntries([...pending].map((f) => [f, olds[f]])) };
    return recordOnFailure(sc, client, id, applied, extra, step, olds);
  };
  let acted = false;
  const act = async (which: (field: string) => boolean) => {
    for (const field of [...pending].filter(which)) {
      const result = await recorded(() => actions.get(field)!(ctx));
      pending.delete(field);
      if (result) {
        extra = { ...extra, ...result };
        acted = true;
      }
    }
  };
  const first = new Set(spec.actionsBeforeUpdate?.(news) ?? []);
  await act((field) => first.has(field));
  const apiChanged = changed.some((f) => fields.includes(f));
  const request = spec.api.update;
  if (apiChanged && request) {
    const send = async (etag: string | undefined) => {
      if ("send" in request) return request.send(ctx);
      const { method, body = (inputs: Props) => pick(inputs, fields) } = request;
      const headers: Record<string, string> = spec.etag && etag ? { "if-match": etag } : {};
      try {
        await client.request(method, spec.api.item(news, id), { body: await body(news, olds, ctx), headers, deadline });
      } catch (e) {
        if (e instanceof ApiError && e.status === 412) {
          throw new Error(`${e.message} ${sc.what(news, id)} changed outside this program since it was last read: refresh the state (\`pulumi refresh\`, \`terraform apply -refresh-only\`) and try again.`);
        }
        throw e;
      }
    };
    // An action that went first changed the object (and its ETag): the request carries the
    // ETag of a fresh read, and a failure records the object as it is now.
    if (acted) await recorded(async () => send(spec.etag ? (await sc.readLive(client, news, id, deadline))?.etag : undefined));
    else await send(olds.etag);
  }
  await act((field) => !first.has(field));
  if (apiChanged || acted) {
    const live = await recorded(() => sc.settle(client, news, id, apiChanged ? spec.wait?.update : undefined, deadline));
    return { outs: outputsOf(sc, news, live, extra), declared: declaredFields(sc, news) };
  }
  // Only provider-only inputs changed (e.g. timeouts): no API call.
  const outs: Props = { ...olds };
  for (const f of sc.providerOnly) {
    if (news[f] === undefined) delete outs[f];
    else outs[f] = news[f];
  }
  return { outs, declared: declaredFields(sc, news) };
}
