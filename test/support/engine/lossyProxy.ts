import * as http from "node:http";
import { request } from "undici";

/** A proxy in front of the API that forwards every request, but answers the first one `drop`
 *  picks with a dropped connection AFTER the server processed it: a create whose response is
 *  lost, the ambiguous failure a fault rule can't make (fault rules answer before the handler). */
export async function lossyProxy(target: string, drop: (method: string, url: string) => boolean): Promise<{ url: string; close(): Promise<void> }> {
  let dropped = false;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await request(target + req.url, {
      method: req.method as never,
      headers: req.headers as Record<string, string>,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.body.arrayBuffer());
    if (!dropped && drop(req.method ?? "", req.url ?? "")) {
      dropped = true;
      req.socket.destroy();
      return;
    }
    res.writeHead(upstream.statusCode, upstream.headers as http.OutgoingHttpHeaders);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
