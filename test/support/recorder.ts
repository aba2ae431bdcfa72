import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";

/** A recording HTTP proxy on loopback: whatever talks to it (the provider core, a front end's
 *  process) reaches `target`, and every exchange is kept as it went over the wire, so that tests
 *  can hold the requests and the answers to the API model without trusting either side. */
export interface Exchange {
  /** Which proxy saw it (the API's name). */
  api: string;
  method: string;
  /** The path without the query. */
  path: string;
  /** The query's parameter names, in order. */
  query: string[];
  requestType?: string;
  ifMatch?: string;
  /** The request body as sent ("" when none). */
  requestBody: string;
  status: number;
  responseType?: string;
  etag?: string;
  responseBody: string;
}

export interface Recorder {
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

export async function startRecorder(api: string, target: string, exchanges: Exchange[] = []): Promise<Recorder> {
  const origin = new URL(target).origin;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const requestBody = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", origin);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !["host", "connection", "content-length", "transfer-encoding"].includes(k)));
      request(url, { method: req.method as "GET", headers: headers as Record<string, string>, body: requestBody === "" ? undefined : requestBody })
        .then(async (answer) => {
          const responseBody = await answer.body.text();
          exchanges.push({
            api,
            method: req.method ?? "GET",
            path: url.pathname,
            query: [...url.searchParams.keys()],
            requestType: header(req.headers["content-type"]),
            ifMatch: header(req.headers["if-match"]),
            requestBody,
            status: answer.statusCode,
            responseType: header(answer.headers["content-type"]),
            etag: header(answer.headers.etag),
            responseBody,
          });
          const passed = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !["connection", "keep-alive", "transfer-encoding", "content-length"].includes(k)));
          res.writeHead(answer.statusCode, passed as http.OutgoingHttpHeaders);
          res.end(responseBody);
        })
        .catch((e: Error) => {
          res.writeHead(502, { "content-type": "text/plain" });
          res.end(`recorder: ${e.message}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = new URL(target);
  return {
    url: `http://127.0.0.1:${port}${base.pathname.replace(/\/+$/, "")}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
