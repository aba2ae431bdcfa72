import type { Dispatcher } from "undici";
import { credentialsOf } from "../core/egress";

/** Where a webhook POSTs: the URL without its credentials (sent as a Basic header instead). */
export interface PostTarget {
  origin: string;
  path: string;
  authorization?: string;
}

/** How much of a receiver's answer is read: the status is what counts, and a longer answer is
 *  cut off (its status stands), as undici's `body.dump()` does. */
const MAX_ANSWER_BYTES = 128 * 1024;

/** The target of a handler URL; undefined when it is no URL. */
export function postTargetOf(url: string): PostTarget | undefined {
  try {
    const { url: bare, authorization } = credentialsOf(url);
    const parsed = new URL(bare);
    return { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}`, ...(authorization ? { authorization } : {}) };
  } catch {
    return undefined;
  }
}

/** One webhook POST, which `end(reason)` can stop at any time (a reset, its timeout): then it
 *  fails, and `endedFor` says why.
 *
 *  Through undici's dispatch API rather than `request()`: with an AbortSignal and a body stream
 *  per answer, `request()` cost ~55-60 µs of CPU per POST in a loop against ~25-30 here, and a
 *  write that raises an event pays for its POST on the same thread. */
export class WebhookPost {
  endedFor?: string;
  private controller?: Dispatcher.DispatchController;

  /** Sends the POST; resolves with the answer's status once it has been read. */
  send(dispatcher: Dispatcher, target: PostTarget, body: string): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      let status = 0;
      let read = 0;
      let settled = false;
      const succeed = () => {
        if (!settled) resolve(status);
        settled = true;
      };
      const fail = (error: Error) => {
        if (!settled) reject(error);
        settled = true;
      };
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (target.authorization) headers.authorization = target.authorization;
      try {
        dispatcher.dispatch(
          { origin: target.origin, path: target.path, method: "POST", headers, body },
          {
            // Called once the request has a connection: an end asked for before applies now.
            onRequestStart: (controller) => {
              this.controller = controller;
              if (this.endedFor !== undefined) controller.abort(new Error(this.endedFor));
            },
            onResponseStart: (_controller, statusCode) => {
              status = statusCode;
            },
            onResponseData: (controller, chunk) => {
              read += chunk.length;
              if (read <= MAX_ANSWER_BYTES) return;
              succeed();
              controller.abort(new Error("the answer is longer than this server reads"));
            },
            onResponseEnd: succeed,
            onResponseError: (_controller, error) => fail(error),
          },
        );
      } catch (e) {
        fail(e as Error);
      }
    });
  }

  end(reason: string): void {
    if (this.endedFor !== undefined) return;
    this.endedFor = reason;
    this.controller?.abort(new Error(reason));
  }
}
