# Another team's configuration: it manages none of the mobile backend (examples/terraform, or
# examples/quickstart with Pulumi) and finds it with data sources: the App Service by its name, to
# give the office access to it; its certificate, for the mobile clients to pin; its App Endpoints.
#
# Credentials: DBPLANE_API_URL and DBPLANE_API_TOKEN in the environment (or the provider block).

terraform {
  required_providers {
    dbplane = { source = "dbplane/dbplane" }
  }
}

provider "dbplane" {}

variable "organization_id" { type = string }
variable "project_id" { type = string }
variable "cluster_id" { type = string }
variable "app_service_name" {
  type    = string
  default = "mobile-backend"
}

# Fails the plan, naming the name and the cluster, when there is no such App Service.
data "dbplane_app_service" "backend" {
  organization_id = var.organization_id
  project_id      = var.project_id
  cluster_id      = var.cluster_id
  name            = var.app_service_name
}

data "dbplane_app_service_certificate" "backend" {
  organization_id = var.organization_id
  project_id      = var.project_id
  cluster_id      = var.cluster_id
  app_service_id  = data.dbplane_app_service.backend.id
}

data "dbplane_app_endpoints" "backend" {
  organization_id = var.organization_id
  project_id      = var.project_id
  cluster_id      = var.cluster_id
  app_service_id  = data.dbplane_app_service.backend.id
}

resource "dbplane_app_service_allowed_cidr" "office" {
  organization_id = var.organization_id
  project_id      = var.project_id
  cluster_id      = var.cluster_id
  app_service_id  = data.dbplane_app_service.backend.id
  cidr            = "203.0.113.0/24"
  comment         = "Office"
}

output "certificate" {
  value = data.dbplane_app_service_certificate.backend.certificate
}

output "app_endpoints" {
  value = [for e in data.dbplane_app_endpoints.backend.items : e.public_url]
}
