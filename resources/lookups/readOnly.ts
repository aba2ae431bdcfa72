import { z } from "zod";
import { listOperation } from "../../provider/listing";
import { readOnlyLookup } from "../../provider/lookups";
import { appEndpointOperations } from "../../schema/api/appEndpoints";
import { appServiceOperations } from "../../schema/api/appServices";
import { billingOperations, categorizedBilling, itemizedBilling, prepaidCredit } from "../../schema/api/billing";
import { clusterAuditOperations } from "../../schema/api/clusterAudit";
import { privateEndpointCommand, privateEndpointOperations } from "../../schema/api/privateEndpoints";
import { doc } from "../../schema/docs";
import { answerShape } from "./answers";

/** The read-only lookups: what the API answers that no resource manages. Shapes are the model's
 *  (schema/api); what each result means is said here. */

const CLUSTER = ["organizationId", "projectId", "clusterId"] as const;
const APP_SERVICE = [...CLUSTER, "appServiceId"] as const;
const APP_ENDPOINT = [...APP_SERVICE, "appEndpointName"] as const;

export const appServiceCertificateLookup = readOnlyLookup({
  name: "AppServiceCertificate",
  page: "AppService",
  description: "The TLS certificate of an App Service (PEM): what a mobile or edge client pins.",
  scope: [...APP_SERVICE],
  results: { certificate: doc(answerShape(appServiceOperations.getAppServiceCertificate).certificate, "The App Service's certificate, PEM.") },
  read: async (client, a, deadline) => (await client.get(appServiceOperations.getAppServiceCertificate.url(a), { deadline })).body,
});

const clusterEvents = answerShape(clusterAuditOperations.listClusterAuditLogEvents).events;
export const clusterAuditLogEventsLookup = readOnlyLookup({
  name: "ClusterAuditLogEvents",
  page: "Lookups",
  description: "The audit events a cluster can log (their ids are what its audit settings enable), with the ids alone for convenience.",
  scope: [...CLUSTER],
  results: {
    events: doc(clusterEvents, "Every audit event: its `id`, `name`, `module` and `description`."),
    eventIds: doc(z.array(z.int()), "The ids of every audit event."),
  },
  read: async (client, a, deadline) => {
    const events = (await client.get(clusterAuditOperations.listClusterAuditLogEvents.url(a), { deadline })).body?.events ?? [];
    return { events, eventIds: events.map((e: { id: number }) => e.id) };
  },
});

const endpointEvent = z.object({
  id: doc(z.int(), "The event's id."),
  name: doc(z.string().optional(), "The event's name."),
  description: doc(z.string().optional(), "What the event records."),
  enabled: doc(z.boolean().optional(), "Whether the App Endpoint logs it now."),
  filterable: doc(z.boolean().optional(), "Whether it can be turned off (only filterable events can)."),
});
export const appEndpointAuditLogEventsLookup = readOnlyLookup({
  name: "AppEndpointAuditLogEvents",
  page: "AppEndpoint",
  description: "The audit events an App Endpoint can log, whether each is enabled, and their ids.",
  scope: [...APP_ENDPOINT],
  results: {
    events: doc(z.array(endpointEvent), "Every audit event, by ascending id."),
    eventIds: doc(z.array(z.int()), "The ids of every audit event."),
    enabledEventIds: doc(z.array(z.int()), "The ids of the events the App Endpoint logs now."),
  },
  read: async (client, a, deadline) => {
    const byId: Record<string, { enabled?: boolean }> = (await client.get(appEndpointOperations.getAppEndpointAuditLogEvents.url(a), { deadline })).body?.events ?? {};
    const events = Object.entries(byId)
      .map(([id, e]) => ({ ...e, id: Number(id) }))
      .sort((x, y) => x.id - y.id);
    return { events, eventIds: events.map((e) => e.id), enabledEventIds: events.filter((e) => e.enabled).map((e) => e.id) };
  },
});

export const privateEndpointCommandLookup = readOnlyLookup({
  name: "PrivateEndpointCommand",
  page: "PrivateEndpoint",
  description: "The command that creates, on the cloud side, a private endpoint to an App Service (its private endpoint service must be enabled): run it, then accept the connection with a PrivateEndpoint.",
  scope: [...APP_SERVICE],
  arguments: {
    vpcID: doc(privateEndpointCommand.shape.vpcID, "The id of your VPC (12 to 21 characters)."),
    subnetIDs: doc(privateEndpointCommand.shape.subnetIDs, "The ids of the VPC's subnets the endpoint goes in."),
  },
  results: { command: doc(answerShape(privateEndpointOperations.getPrivateEndpointCommand).command, "The cloud provider's CLI command that creates the endpoint.") },
  read: async (client, a, deadline) =>
    (await client.postAction(privateEndpointOperations.getPrivateEndpointCommand.url(a), { body: { vpcID: a.vpcID, subnetIDs: a.subnetIDs }, deadline })).body,
});

const resync = answerShape(appEndpointOperations.getResync);
export const appEndpointResyncStatusLookup = readOnlyLookup({
  name: "AppEndpointResyncStatus",
  page: "AppEndpoint",
  description: "The state of an App Endpoint's resync (the last one, or the one under way).",
  scope: [...APP_ENDPOINT],
  results: {
    state: doc(resync.state, "`running`, `stopping`, `completed`, `stopped` or `error`; `completed` with every count 0 when none ever ran."),
    startTime: doc(resync.startTime, "When it started (RFC 3339; the zero time when none ever ran)."),
    lastError: doc(resync.lastError, "The last error, empty when none."),
    docsChanged: doc(resync.docsChanged, "Documents it changed."),
    docsProcessed: doc(resync.docsProcessed, "Documents it processed."),
  },
  read: async (client, a, deadline) => (await client.get(appEndpointOperations.getResync.url(a), { deadline })).body,
});

const categorized = answerShape(billingOperations.categorizedBilling).data as z.ZodObject;
const billingResults = (what: string) => ({
  periods: doc(categorized.shape.periods as z.ZodType, `The ${what}, period by period: each with its categories' spend.`),
  total: doc(categorized.shape.total as z.ZodType, "The whole range's spend, by category."),
  billingCurrency: doc(categorized.shape.billingCurrency as z.ZodType, "The currency of the amounts."),
});
const dateRange = (shape: Record<string, z.ZodType>) => ({
  startDate: doc(shape.startDate, "The first day (YYYY-MM-DD)."),
  endDate: doc(shape.endDate, "The last day (YYYY-MM-DD), not before the first."),
});

export const categorizedBillingLookup = readOnlyLookup({
  name: "CategorizedBilling",
  page: "Lookups",
  description: "An organization's spend by category over a range of days.",
  scope: ["organizationId"],
  arguments: {
    ...dateRange(categorizedBilling.shape),
    filters: doc(categorizedBilling.shape.filters, "Narrows the view to some `categories`, `projectIds` or `instanceIds` (cluster ids); unset: everything."),
  },
  results: billingResults("organization's spend"),
  read: async (client, a, deadline) =>
    (await client.postAction(billingOperations.categorizedBilling.url(a), { body: { startDate: a.startDate, endDate: a.endDate, filters: a.filters }, deadline })).body.data,
});

const itemized = answerShape(billingOperations.itemizedBilling).data as z.ZodObject;
export const itemizedBillingLookup = readOnlyLookup({
  name: "ItemizedBilling",
  page: "Lookups",
  description: "One cluster's spend by category over a range of days.",
  scope: [...CLUSTER],
  arguments: {
    ...dateRange(itemizedBilling.shape),
    filters: doc(itemizedBilling.shape.filters, "Narrows the view to some `categories`; unset: every one."),
  },
  results: {
    clusterName: doc(itemized.shape.clusterName as z.ZodType, "The cluster's name."),
    supportPlan: doc(itemized.shape.supportPlan as z.ZodType, "The cluster's support plan."),
    ...billingResults("cluster's spend"),
  },
  read: async (client, a, deadline) =>
    (await client.postAction(billingOperations.itemizedBilling.url(a), { body: { startDate: a.startDate, endDate: a.endDate, filters: a.filters }, deadline })).body.data,
});

export const prepaidCreditsLookup = readOnlyLookup({
  name: "PrepaidCredits",
  page: "Lookups",
  description: "An organization's prepaid credits: each one's total, what is used and what remains.",
  scope: ["organizationId"],
  results: { credits: doc(z.array(prepaidCredit), "Every prepaid credit (an empty list when there are none).") },
  read: async (client, a, deadline) => ({ credits: await listOperation(client, billingOperations.listPrepaidCredits, a, deadline) }),
});

const payAsYouGo = answerShape(billingOperations.payAsYouGoBilling).data as z.ZodObject;
export const payAsYouGoBillingLookup = readOnlyLookup({
  name: "PayAsYouGoBilling",
  page: "Lookups",
  description: "An organization's pay-as-you-go spend by support plan over a range of days (unset: this month so far).",
  scope: ["organizationId"],
  arguments: {
    startDate: doc(z.iso.date().optional(), "The first day (YYYY-MM-DD); unset: the first of this month."),
    endDate: doc(z.iso.date().optional(), "The last day (YYYY-MM-DD); unset: today."),
  },
  results: {
    periods: doc(payAsYouGo.shape.periods as z.ZodType, "The spend, period by period, by support plan."),
    total: doc(payAsYouGo.shape.total as z.ZodType, "The whole range's spend, by support plan."),
    billingCurrency: doc(payAsYouGo.shape.billingCurrency as z.ZodType, "The currency of the amounts."),
  },
  read: async (client, a, deadline) => {
    const query = new URLSearchParams(Object.entries({ startDate: a.startDate, endDate: a.endDate }).filter(([, v]) => v !== undefined) as [string, string][]).toString();
    return (await client.get(`${billingOperations.payAsYouGoBilling.url(a)}${query ? `?${query}` : ""}`, { deadline })).body.data;
  },
});

export const readOnlyLookups = [
  appServiceCertificateLookup,
  clusterAuditLogEventsLookup,
  appEndpointAuditLogEventsLookup,
  privateEndpointCommandLookup,
  appEndpointResyncStatusLookup,
  categorizedBillingLookup,
  itemizedBillingLookup,
  prepaidCreditsLookup,
  payAsYouGoBillingLookup,
];
