// The provider tests run Pulumi's dynamic-provider host, whose shim requires "dbplane" by name.
module.exports = async () => require("../../scripts/link-self")();
