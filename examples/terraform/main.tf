# The quickstart stack for Terraform and OpenTofu: a mobile backend on the hosted database. A
# bucket with weekly backups, an App Service, an App Endpoint that syncs the bucket's default
# collection with its own access-control function and signs users in with OpenID Connect, an
# office allow-list entry, a read-only API key for CI, and on the endpoint's gateway database an
# admin user, the GUEST account and an agent; on a self-managed gateway, a database for booking
# events with a webhook for bookings (App Services serves an App Endpoint's users, roles and
# sessions, not its configuration). examples/quickstart is the same stack for Pulumi.
#
# Credentials: api_url and api_token in the provider block, or DBPLANE_API_URL and
# DBPLANE_API_TOKEN in the environment (as here); the self-managed gateway: gateway_admin_url,
# gateway_admin_username and gateway_admin_password, or DBPLANE_GATEWAY_ADMIN_URL,
# DBPLANE_GATEWAY_ADMIN_USERNAME and DBPLANE_GATEWAY_ADMIN_PASSWORD.

terraform {
  required_providers {
    dbplane = { source = "dbplane/dbplane" }
  }
}

provider "dbplane" {}

variable "organization_id" { type = string }
variable "project_id" { type = string }
variable "cluster_id" { type = string }
variable "oidc_issuer" {
  type        = string
  description = "The OpenID Connect issuer the App Endpoint trusts."
}
# The defaults are for the local conformance server only.
variable "admin_password" {
  type      = string
  sensitive = true
  default   = "Travel-admin-1!"
}
variable "agent_password" {
  type      = string
  sensitive = true
  default   = "agent-pass"
}
variable "webhook_url" {
  type    = string
  default = "https://hooks.example.com/travel/bookings"
}

locals {
  cluster = {
    organization_id = var.organization_id
    project_id      = var.project_id
    cluster_id      = var.cluster_id
  }
}

resource "dbplane_bucket" "travel_data" {
  organization_id         = local.cluster.organization_id
  project_id              = local.cluster.project_id
  cluster_id              = local.cluster.cluster_id
  name                    = "travel-data"
  memory_allocation_in_mb = 256
}

resource "dbplane_backup_schedule" "travel_data" {
  organization_id = local.cluster.organization_id
  project_id      = local.cluster.project_id
  cluster_id      = local.cluster.cluster_id
  bucket_id       = dbplane_bucket.travel_data.id
  type            = "weekly"
  weekly_schedule = {
    day_of_week              = "sunday"
    start_at                 = 2
    incremental_every        = 4
    retention_time           = "30days"
    cost_optimized_retention = false
  }
}

resource "dbplane_app_service" "mobile_backend" {
  organization_id = local.cluster.organization_id
  project_id      = local.cluster.project_id
  cluster_id      = local.cluster.cluster_id
  name            = "mobile-backend"
  nodes           = 2
  compute         = { cpu = 2, ram = 4 }

  timeouts {
    create = "60m"
  }
}

resource "dbplane_app_endpoint" "travel" {
  organization_id    = local.cluster.organization_id
  project_id         = local.cluster.project_id
  cluster_id         = local.cluster.cluster_id
  app_service_id     = dbplane_app_service.mobile_backend.id
  name               = "travel"
  bucket             = dbplane_bucket.travel_data.name
  delta_sync_enabled = true
  scopes = {
    _default = {
      collections = {
        _default = {
          # Every document lands in the channels it names; only signed-in users may write.
          access_control_function = "function (doc, oldDoc, meta) { requireUser(doc.owner || (oldDoc && oldDoc.owner)); channel(doc.channels); }"
        }
      }
    }
  }
  cors = {
    origin  = ["https://app.example.com"]
    max_age = 60
  }
}

resource "dbplane_oidc_provider" "travel_login" {
  organization_id   = local.cluster.organization_id
  project_id        = local.cluster.project_id
  cluster_id        = local.cluster.cluster_id
  app_service_id    = dbplane_app_service.mobile_backend.id
  app_endpoint_name = dbplane_app_endpoint.travel.id
  issuer            = var.oidc_issuer
  client_id         = "travel-app"
  register          = true
  user_prefix       = "travel"
  default           = true
}

resource "dbplane_allowed_cidr" "office" {
  organization_id = local.cluster.organization_id
  project_id      = local.cluster.project_id
  cluster_id      = local.cluster.cluster_id
  cidr            = "203.0.113.0/24"
  comment         = "Head office"
}

resource "dbplane_api_key" "ci_readonly" {
  organization_id    = var.organization_id
  name               = "ci-readonly"
  description        = "Read-only key for the CI pipeline"
  organization_roles = ["organizationMember"]
  expiry             = 90
}

# The endpoint's gateway admin credentials, and the connection the gateway resources use.
resource "dbplane_app_service_admin_user" "travel_admin" {
  organization_id = local.cluster.organization_id
  project_id      = local.cluster.project_id
  cluster_id      = local.cluster.cluster_id
  app_service_id  = dbplane_app_service.mobile_backend.id
  name            = "travel-admin"
  password        = var.admin_password
  access          = { endpoints = [dbplane_app_endpoint.travel.name] }
}

locals {
  gateway = {
    admin_url = dbplane_app_endpoint.travel.admin_url
    username  = dbplane_app_service_admin_user.travel_admin.name
    password  = dbplane_app_service_admin_user.travel_admin.password
  }
}

resource "dbplane_gateway_user" "travel_guest" {
  database       = dbplane_app_endpoint.travel.id
  name           = "GUEST"
  disabled       = false
  admin_channels = ["public"]
  gateway        = local.gateway
}

resource "dbplane_gateway_user" "travel_agent" {
  database       = dbplane_app_endpoint.travel.id
  name           = "agent"
  password       = var.agent_password
  admin_channels = ["bookings", "public"]
  gateway        = local.gateway
}

resource "dbplane_gateway_database" "travel_events" {
  name             = "travel-events"
  event_processing = { max_processes = 50 }
}

resource "dbplane_webhook_handler" "travel_bookings" {
  database = dbplane_gateway_database.travel_events.id
  url      = var.webhook_url
  filter   = "function (doc, oldDoc) { return doc.type === 'booking'; }"
  timeout  = 10
}

output "public_url" {
  value = dbplane_app_endpoint.travel.public_url
}

output "ci_token" {
  value     = dbplane_api_key.ci_readonly.token
  sensitive = true
}
