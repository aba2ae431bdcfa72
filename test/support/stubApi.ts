import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { operationOf } from "../../schema/operations";
import type { Api, Operation } from "../../schema/model";
import type { Exchange } from "./recorder";

/** A stand-in for a real service, answering as the real API does in a case the test describes
 *  (a default the API chose, a value spelled another way, a redacted secret, a failure state):
 *  the provider is fed it to show it plans no change, recognizes the state, refuses what it
 *  must. Requests are matched to the API model's operations and recorded as exchanges, so the
 *  test can also hold them to the model. */
export interface StubAnswer {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export interface StubRequest {
  op: Operation;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body, parsed (undefined when none; the text when not JSON). */
  body: any;
  headers: http.IncomingHttpHeaders;
}

export type StubHandler = (req: StubRequest) => StubAnswer | Promise<StubAnswer>;

export interface StubApi {
  url: string;
  exchanges: Exchange[];
  /** Answers the operation (by its id) with `handler`; unhandled operations answer 404 in the
   *  API's error body. */
  on(opId: string, handler: StubHandler): StubApi;
  close(): Promise<void>;
}

const errorBody = (api: Api, status: number, message: string) =>
  api === "management" ? { code: 404, hint: "", httpStatusCode: status, message } : { error: "not_found", reason: message };

export async function startStub(api: Api): Promise<StubApi> {
  const handlers = new Map<string, StubHandler>();
  const exchanges: Exchange[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://stub");
      const found = operationOf(api, req.method ?? "GET", url.pathname);
      let answer: StubAnswer;
      try {
        const handler = found && handlers.get(found.op.id);
        if (!found || !handler) {
          answer = { status: 404, body: errorBody(api, 404, `the stub does not answer ${req.method} ${url.pathname}`) };
        } else {
          let body: unknown = undefined;
          if (text !== "") {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          answer = await handler({ op: found.op, params: found.params, query: url.searchParams, body, headers: req.headers });
        }
      } catch (e) {
        answer = { status: 500, body: errorBody(api, 500, (e as Error).message) };
      }
      const responseBody = answer.text ?? (answer.body === undefined ? "" : JSON.stringify(answer.body));
      const headers: Record<string, string> = { ...(answer.body !== undefined ? { "content-type": "application/json" } : {}), ...answer.headers };
      exchanges.push({
        api,
        method: req.method ?? "GET",
        path: url.pathname,
        query: [...url.searchParams.keys()],
        requestType: req.headers["content-type"],
        ifMatch: req.headers["if-match"] as string | undefined,
        requestBody: text,
        status: answer.status,
        responseType: headers["content-type"],
        etag: headers.etag ?? headers.ETag,
        responseBody,
      });
      res.writeHead(answer.status, headers);
      res.end(responseBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stub: StubApi = {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    on(opId, handler) {
      handlers.set(opId, handler);
      return stub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stub;
}
