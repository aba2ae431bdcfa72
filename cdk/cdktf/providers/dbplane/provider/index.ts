// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';
import { lockProviderVersion } from '../../../../providerLock';

// Configuration

export interface DbplaneProviderConfig {
  /**
  * The management API's URL (such as https://api.example.com, or the conformance server's). Unset: the environment variable DBPLANE_API_URL.
  */
  readonly apiUrl?: string;
  /**
  * An API key's bearer token (secret). Unset: the environment variable DBPLANE_API_TOKEN.
  */
  readonly apiToken?: string;
  /**
  * The data-sync gateway's admin API URL (such as https://host:4985); gateway resources may name their own with `gateway`. Unset: the environment variable DBPLANE_GATEWAY_ADMIN_URL.
  */
  readonly gatewayAdminUrl?: string;
  /**
  * The user name of an admin of the data-sync gateway. Unset: the environment variable DBPLANE_GATEWAY_ADMIN_USERNAME.
  */
  readonly gatewayAdminUsername?: string;
  /**
  * The password of that gateway admin (secret). Unset: the environment variable DBPLANE_GATEWAY_ADMIN_PASSWORD.
  */
  readonly gatewayAdminPassword?: string;
  /**
  * Alias name
  */
  readonly alias?: string;
}

/**
* Represents a `dbplane`
*/
export class DbplaneProvider extends cdktf.TerraformProvider {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a DbplaneProvider resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the DbplaneProvider to import
  * @param importFromId The id of the existing DbplaneProvider that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the DbplaneProvider to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options DbplaneProviderConfig = {}
  */
  public constructor(scope: Construct, id: string, config: DbplaneProviderConfig = {}) {
    super(scope, id, {
      terraformResourceType: 'dbplane',
      terraformGeneratorMetadata: {
        providerName: 'dbplane',
        providerVersion: '0.1.0'
      },
      terraformProviderSource: 'registry.terraform.io/dbplane/dbplane'
    });
    lockProviderVersion(this, cdktf);
    this._apiUrl = config.apiUrl;
    this._apiToken = config.apiToken;
    this._gatewayAdminUrl = config.gatewayAdminUrl;
    this._gatewayAdminUsername = config.gatewayAdminUsername;
    this._gatewayAdminPassword = config.gatewayAdminPassword;
    this._alias = config.alias;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // api_url - computed: false, optional: true, required: false
  private _apiUrl?: string; 
  public get apiUrl() {
    return this._apiUrl;
  }
  public set apiUrl(value: string | undefined) {
    this._apiUrl = value;
  }
  public resetApiUrl() {
    this._apiUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get apiUrlInput() {
    return this._apiUrl;
  }

  // api_token - computed: false, optional: true, required: false
  private _apiToken?: string; 
  public get apiToken() {
    return this._apiToken;
  }
  public set apiToken(value: string | undefined) {
    this._apiToken = value;
  }
  public resetApiToken() {
    this._apiToken = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get apiTokenInput() {
    return this._apiToken;
  }

  // gateway_admin_url - computed: false, optional: true, required: false
  private _gatewayAdminUrl?: string; 
  public get gatewayAdminUrl() {
    return this._gatewayAdminUrl;
  }
  public set gatewayAdminUrl(value: string | undefined) {
    this._gatewayAdminUrl = value;
  }
  public resetGatewayAdminUrl() {
    this._gatewayAdminUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get gatewayAdminUrlInput() {
    return this._gatewayAdminUrl;
  }

  // gateway_admin_username - computed: false, optional: true, required: false
  private _gatewayAdminUsername?: string; 
  public get gatewayAdminUsername() {
    return this._gatewayAdminUsername;
  }
  public set gatewayAdminUsername(value: string | undefined) {
    this._gatewayAdminUsername = value;
  }
  public resetGatewayAdminUsername() {
    this._gatewayAdminUsername = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get gatewayAdminUsernameInput() {
    return this._gatewayAdminUsername;
  }

  // gateway_admin_password - computed: false, optional: true, required: false
  private _gatewayAdminPassword?: string; 
  public get gatewayAdminPassword() {
    return this._gatewayAdminPassword;
  }
  public set gatewayAdminPassword(value: string | undefined) {
    this._gatewayAdminPassword = value;
  }
  public resetGatewayAdminPassword() {
    this._gatewayAdminPassword = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get gatewayAdminPasswordInput() {
    return this._gatewayAdminPassword;
  }

  // alias - computed: false, optional: true, required: false
  private _alias?: string; 
  public get alias() {
    return this._alias;
  }
  public set alias(value: string | undefined) {
    this._alias = value;
  }
  public resetAlias() {
    this._alias = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get aliasInput() {
    return this._alias;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      api_url: cdktf.stringToTerraform(this._apiUrl),
      api_token: cdktf.stringToTerraform(this._apiToken),
      gateway_admin_url: cdktf.stringToTerraform(this._gatewayAdminUrl),
      gateway_admin_username: cdktf.stringToTerraform(this._gatewayAdminUsername),
      gateway_admin_password: cdktf.stringToTerraform(this._gatewayAdminPassword),
      alias: cdktf.stringToTerraform(this._alias),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      api_url: {
        value: cdktf.stringToHclTerraform(this._apiUrl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      api_token: {
        value: cdktf.stringToHclTerraform(this._apiToken),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      gateway_admin_url: {
        value: cdktf.stringToHclTerraform(this._gatewayAdminUrl),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      gateway_admin_username: {
        value: cdktf.stringToHclTerraform(this._gatewayAdminUsername),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      gateway_admin_password: {
        value: cdktf.stringToHclTerraform(this._gatewayAdminPassword),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      alias: {
        value: cdktf.stringToHclTerraform(this._alias),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
