/** The API calls a conformance server logged since the last count: its request log, read and then
 *  cleared, as totals and writes. */
export async function takeRequestCounts(apiUrl: string): Promise<{ total: number; writes: number }> {
  const res = await fetch(`${apiUrl}/_conformance/requests`);
  const data = ((await res.json()) as { data: Array<{ method: string }> }).data;
  await fetch(`${apiUrl}/_conformance/requests`, { method: "DELETE" });
  return { total: data.length, writes: data.filter((r) => r.method !== "GET").length };
}
