import { billingOperations as ops } from "../../../schema/api/billing";
import type { Calls } from "../calls";

/** Every billing operation (none is in the public specification: the documents' views), as
 *  JSON; a range ending before it starts refused. */
export const calls: Calls = async ({ api, scope }) => {
  const o = { organizationId: scope.organizationId };
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  await api.request("POST", ops.categorizedBilling.url(o), { body: { startDate: monthStart, endDate: today, filters: { categories: ["operationalComputeAndStorage"], projectIds: [scope.projectId] } } });
  await api.request("POST", ops.categorizedBilling.url(o), { body: { startDate: today, endDate: "2000-01-01" }, accept: [400] });
  await api.request("POST", ops.itemizedBilling.url(scope), { body: { startDate: monthStart, endDate: today } });
  await api.request("GET", `${ops.listPrepaidCredits.url(o)}?page=1&perPage=10`);
  await api.request("GET", `${ops.payAsYouGoBilling.url(o)}?startDate=${monthStart}&endDate=${today}`);
  await api.request("GET", ops.payAsYouGoBilling.url(o));
};
