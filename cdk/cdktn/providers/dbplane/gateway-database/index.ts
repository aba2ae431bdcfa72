// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface GatewayDatabaseConfig extends cdktn.TerraformMetaArguments {
  /**
  * The database's name. Changing it replaces the GatewayDatabase, deleting the old one first.
  */
  readonly name: string;
  /**
  * The bucket the database keeps its documents in; left out, the bucket named like the database. Changing it replaces the GatewayDatabase, deleting the old one first.
  */
  readonly bucket?: string;
  /**
  * The scopes and collections the database serves, by name, with their functions. The gateway keeps a database's scopes for good: naming other scopes replaces the database. Default: `{}`. Some changes of it replace the GatewayDatabase, deleting the old one first.
  */
  readonly scopes?: { [key: string]: GatewayDatabaseScopes } | cdktn.IResolvable;
  /**
  * The default collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); empty: the gateway's default. Default: `""`. Changing it updates the GatewayDatabase in place.
  */
  readonly sync?: string;
  /**
  * The default collection's import filter (JavaScript); empty: every document is imported. Default: `""`. Changing it updates the GatewayDatabase in place.
  */
  readonly importFilter?: string;
  /**
  * The OIDC providers whose tokens log users in. Default: `{"providers":{}}`. Changing it updates the GatewayDatabase in place.
  */
  readonly oidc?: GatewayDatabaseOidc;
  /**
  * The name of the session cookie. Default: `"SyncGatewaySession"`. Changing it updates the GatewayDatabase in place.
  */
  readonly sessionCookieName?: string;
  /**
  * How the database's events (webhook calls) are processed. Default: `{"maxProcesses":500,"waitForProcess":100}`. Changing it updates the GatewayDatabase in place.
  */
  readonly eventProcessing?: GatewayDatabaseEventProcessing;
  /**
  * How to reach the gateway's admin API; left out, the provider's gateway settings. Changing it updates the GatewayDatabase in place.
  */
  readonly gateway?: GatewayDatabaseGateway;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktn.IResolvable;
}
export interface GatewayDatabaseScopesCollections {
  /**
  * The collection's sync function (JavaScript: inline, an absolute file path or an http(s) URL); left out, the gateway's default.
  */
  readonly sync?: string;
  /**
  * The collection's import filter (JavaScript); left out, every document is imported.
  */
  readonly importFilter?: string;
}

export function gatewayDatabaseScopesCollectionsToTerraform(struct?: GatewayDatabaseScopesCollections): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    sync: cdktn.stringToTerraform(struct!.sync),
    import_filter: cdktn.stringToTerraform(struct!.importFilter),
  }
}


export function gatewayDatabaseScopesCollectionsToHclTerraform(struct?: GatewayDatabaseScopesCollections): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    sync: {
      value: cdktn.stringToHclTerraform(struct!.sync),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    import_filter: {
      value: cdktn.stringToHclTerraform(struct!.importFilter),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseScopesCollectionsOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectKey the key of this item in the map
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, complexObjectKey: string) {
    super(terraformResource, terraformAttribute, false, complexObjectKey);
  }

  public get internalValue(): GatewayDatabaseScopesCollections | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._sync !== undefined) {
      hasAnyValues = true;
      internalValueResult.sync = this._sync;
    }
    if (this._importFilter !== undefined) {
      hasAnyValues = true;
      internalValueResult.importFilter = this._importFilter;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseScopesCollections | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this._sync = undefined;
      this._importFilter = undefined;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this._sync = value.sync;
      this._importFilter = value.importFilter;
    }
  }

  // sync - computed: true, optional: true, required: false
  private _sync?: string; 
  public get sync() {
    return this.getStringAttribute('sync');
  }
  public set sync(value: string) {
    this._sync = value;
  }
  public resetSync() {
    this._sync = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get syncInput() {
    return this._sync;
  }

  // import_filter - computed: true, optional: true, required: false
  private _importFilter?: string; 
  public get importFilter() {
    return this.getStringAttribute('import_filter');
  }
  public set importFilter(value: string) {
    this._importFilter = value;
  }
  public resetImportFilter() {
    this._importFilter = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get importFilterInput() {
    return this._importFilter;
  }
}

export class GatewayDatabaseScopesCollectionsMap extends cdktn.ComplexMap {
  public internalValue? : { [key: string]: GatewayDatabaseScopesCollections } | cdktn.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute);
  }

  /**
  * @param key the key of the item to return
  */
  public get(key: string): GatewayDatabaseScopesCollectionsOutputReference {
    return new GatewayDatabaseScopesCollectionsOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface GatewayDatabaseScopes {
  /**
  * The scope's collections, by name, with their functions.
  */
  readonly collections: { [key: string]: GatewayDatabaseScopesCollections } | cdktn.IResolvable;
}

export function gatewayDatabaseScopesToTerraform(struct?: GatewayDatabaseScopes | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    collections: cdktn.hashMapper(gatewayDatabaseScopesCollectionsToTerraform)(struct!.collections),
  }
}


export function gatewayDatabaseScopesToHclTerraform(struct?: GatewayDatabaseScopes | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    collections: {
      value: cdktn.hashMapperHcl(gatewayDatabaseScopesCollectionsToHclTerraform)(struct!.collections),
      isBlock: true,
      type: "map",
      storageClassType: "GatewayDatabaseScopesCollectionsMap",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseScopesOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectKey the key of this item in the map
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, complexObjectKey: string) {
    super(terraformResource, terraformAttribute, false, complexObjectKey);
  }

  public get internalValue(): GatewayDatabaseScopes | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._collections?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collections = this._collections?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseScopes | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._collections.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._collections.internalValue = value.collections;
    }
  }

  // collections - computed: true, optional: false, required: true
  private _collections = new GatewayDatabaseScopesCollectionsMap(this, "collections");
  public get collections() {
    return this._collections;
  }
  public putCollections(value: { [key: string]: GatewayDatabaseScopesCollections } | cdktn.IResolvable) {
    this._collections.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get collectionsInput() {
    return this._collections.internalValue;
  }
}

export class GatewayDatabaseScopesMap extends cdktn.ComplexMap {
  public internalValue? : { [key: string]: GatewayDatabaseScopes } | cdktn.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute);
  }

  /**
  * @param key the key of the item to return
  */
  public get(key: string): GatewayDatabaseScopesOutputReference {
    return new GatewayDatabaseScopesOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface GatewayDatabaseOidcProviders {
  /**
  * The provider's issuer URL.
  */
  readonly issuer: string;
  /**
  * The client id the database has at the provider.
  */
  readonly clientId: string;
  /**
  * Whether a user the provider vouches for is created on first login.
  */
  readonly register?: boolean | cdktn.IResolvable;
  /**
  * The prefix of the names of users created from this provider.
  */
  readonly userPrefix?: string;
  /**
  * The token claim that holds the user's name.
  */
  readonly usernameClaim?: string;
  /**
  * The token claim that holds the user's roles.
  */
  readonly rolesClaim?: string;
  /**
  * The token claim that holds the user's channels.
  */
  readonly channelsClaim?: string;
  /**
  * The provider's discovery document URL, when not at the issuer's well-known path.
  */
  readonly discoveryUrl?: string;
  /**
  * The scopes asked of the provider.
  */
  readonly scope?: string[];
}

export function gatewayDatabaseOidcProvidersToTerraform(struct?: GatewayDatabaseOidcProviders): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    issuer: cdktn.stringToTerraform(struct!.issuer),
    client_id: cdktn.stringToTerraform(struct!.clientId),
    register: cdktn.booleanToTerraform(struct!.register),
    user_prefix: cdktn.stringToTerraform(struct!.userPrefix),
    username_claim: cdktn.stringToTerraform(struct!.usernameClaim),
    roles_claim: cdktn.stringToTerraform(struct!.rolesClaim),
    channels_claim: cdktn.stringToTerraform(struct!.channelsClaim),
    discovery_url: cdktn.stringToTerraform(struct!.discoveryUrl),
    scope: cdktn.listMapper(cdktn.stringToTerraform, false)(struct!.scope),
  }
}


export function gatewayDatabaseOidcProvidersToHclTerraform(struct?: GatewayDatabaseOidcProviders): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    issuer: {
      value: cdktn.stringToHclTerraform(struct!.issuer),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    client_id: {
      value: cdktn.stringToHclTerraform(struct!.clientId),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    register: {
      value: cdktn.booleanToHclTerraform(struct!.register),
      isBlock: false,
      type: "simple",
      storageClassType: "boolean",
    },
    user_prefix: {
      value: cdktn.stringToHclTerraform(struct!.userPrefix),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    username_claim: {
      value: cdktn.stringToHclTerraform(struct!.usernameClaim),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    roles_claim: {
      value: cdktn.stringToHclTerraform(struct!.rolesClaim),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    channels_claim: {
      value: cdktn.stringToHclTerraform(struct!.channelsClaim),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    discovery_url: {
      value: cdktn.stringToHclTerraform(struct!.discoveryUrl),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    scope: {
      value: cdktn.listMapperHcl(cdktn.stringToHclTerraform, false)(struct!.scope),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseOidcProvidersOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectKey the key of this item in the map
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string, complexObjectKey: string) {
    super(terraformResource, terraformAttribute, false, complexObjectKey);
  }

  public get internalValue(): GatewayDatabaseOidcProviders | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._issuer !== undefined) {
      hasAnyValues = true;
      internalValueResult.issuer = this._issuer;
    }
    if (this._clientId !== undefined) {
      hasAnyValues = true;
      internalValueResult.clientId = this._clientId;
    }
    if (this._register !== undefined) {
      hasAnyValues = true;
      internalValueResult.register = this._register;
    }
    if (this._userPrefix !== undefined) {
      hasAnyValues = true;
      internalValueResult.userPrefix = this._userPrefix;
    }
    if (this._usernameClaim !== undefined) {
      hasAnyValues = true;
      internalValueResult.usernameClaim = this._usernameClaim;
    }
    if (this._rolesClaim !== undefined) {
      hasAnyValues = true;
      internalValueResult.rolesClaim = this._rolesClaim;
    }
    if (this._channelsClaim !== undefined) {
      hasAnyValues = true;
      internalValueResult.channelsClaim = this._channelsClaim;
    }
    if (this._discoveryUrl !== undefined) {
      hasAnyValues = true;
      internalValueResult.discoveryUrl = this._discoveryUrl;
    }
    if (this._scope !== undefined) {
      hasAnyValues = true;
      internalValueResult.scope = this._scope;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseOidcProviders | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this._issuer = undefined;
      this._clientId = undefined;
      this._register = undefined;
      this._userPrefix = undefined;
      this._usernameClaim = undefined;
      this._rolesClaim = undefined;
      this._channelsClaim = undefined;
      this._discoveryUrl = undefined;
      this._scope = undefined;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this._issuer = value.issuer;
      this._clientId = value.clientId;
      this._register = value.register;
      this._userPrefix = value.userPrefix;
      this._usernameClaim = value.usernameClaim;
      this._rolesClaim = value.rolesClaim;
      this._channelsClaim = value.channelsClaim;
      this._discoveryUrl = value.discoveryUrl;
      this._scope = value.scope;
    }
  }

  // issuer - computed: true, optional: false, required: true
  private _issuer?: string; 
  public get issuer() {
    return this.getStringAttribute('issuer');
  }
  public set issuer(value: string) {
    this._issuer = value;
  }
  // Temporarily expose input value. Use with caution.
  public get issuerInput() {
    return this._issuer;
  }

  // client_id - computed: true, optional: false, required: true
  private _clientId?: string; 
  public get clientId() {
    return this.getStringAttribute('client_id');
  }
  public set clientId(value: string) {
    this._clientId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get clientIdInput() {
    return this._clientId;
  }

  // register - computed: true, optional: true, required: false
  private _register?: boolean | cdktn.IResolvable; 
  public get register() {
    return this.getBooleanAttribute('register');
  }
  public set register(value: boolean | cdktn.IResolvable) {
    this._register = value;
  }
  public resetRegister() {
    this._register = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get registerInput() {
    return this._register;
  }

  // user_prefix - computed: true, optional: true, required: false
  private _userPrefix?: string; 
  public get userPrefix() {
    return this.getStringAttribute('user_prefix');
  }
  public set userPrefix(value: string) {
    this._userPrefix = value;
  }
  public resetUserPrefix() {
    this._userPrefix = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get userPrefixInput() {
    return this._userPrefix;
  }

  // username_claim - computed: true, optional: true, required: false
  private _usernameClaim?: string; 
  public get usernameClaim() {
    return this.getStringAttribute('username_claim');
  }
  public set usernameClaim(value: string) {
    this._usernameClaim = value;
  }
  public resetUsernameClaim() {
    this._usernameClaim = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get usernameClaimInput() {
    return this._usernameClaim;
  }

  // roles_claim - computed: true, optional: true, required: false
  private _rolesClaim?: string; 
  public get rolesClaim() {
    return this.getStringAttribute('roles_claim');
  }
  public set rolesClaim(value: string) {
    this._rolesClaim = value;
  }
  public resetRolesClaim() {
    this._rolesClaim = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get rolesClaimInput() {
    return this._rolesClaim;
  }

  // channels_claim - computed: true, optional: true, required: false
  private _channelsClaim?: string; 
  public get channelsClaim() {
    return this.getStringAttribute('channels_claim');
  }
  public set channelsClaim(value: string) {
    this._channelsClaim = value;
  }
  public resetChannelsClaim() {
    this._channelsClaim = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get channelsClaimInput() {
    return this._channelsClaim;
  }

  // discovery_url - computed: true, optional: true, required: false
  private _discoveryUrl?: string; 
  public get discoveryUrl() {
    return this.getStringAttribute('discovery_url');
  }
  public set discoveryUrl(value: string) {
    this._discoveryUrl = value;
  }
  public resetDiscoveryUrl() {
    this._discoveryUrl = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get discoveryUrlInput() {
    return this._discoveryUrl;
  }

  // scope - computed: true, optional: true, required: false
  private _scope?: string[]; 
  public get scope() {
    return this.getListAttribute('scope');
  }
  public set scope(value: string[]) {
    this._scope = value;
  }
  public resetScope() {
    this._scope = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get scopeInput() {
    return this._scope;
  }
}

export class GatewayDatabaseOidcProvidersMap extends cdktn.ComplexMap {
  public internalValue? : { [key: string]: GatewayDatabaseOidcProviders } | cdktn.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute);
  }

  /**
  * @param key the key of the item to return
  */
  public get(key: string): GatewayDatabaseOidcProvidersOutputReference {
    return new GatewayDatabaseOidcProvidersOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface GatewayDatabaseOidc {
  /**
  * The OIDC providers, by name.
  */
  readonly providers: { [key: string]: GatewayDatabaseOidcProviders } | cdktn.IResolvable;
  /**
  * The name of the provider used when a login names none.
  */
  readonly defaultProvider?: string;
}

export function gatewayDatabaseOidcToTerraform(struct?: GatewayDatabaseOidc | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    providers: cdktn.hashMapper(gatewayDatabaseOidcProvidersToTerraform)(struct!.providers),
    default_provider: cdktn.stringToTerraform(struct!.defaultProvider),
  }
}


export function gatewayDatabaseOidcToHclTerraform(struct?: GatewayDatabaseOidc | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    providers: {
      value: cdktn.hashMapperHcl(gatewayDatabaseOidcProvidersToHclTerraform)(struct!.providers),
      isBlock: true,
      type: "map",
      storageClassType: "GatewayDatabaseOidcProvidersMap",
    },
    default_provider: {
      value: cdktn.stringToHclTerraform(struct!.defaultProvider),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseOidcOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): GatewayDatabaseOidc | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._providers?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.providers = this._providers?.internalValue;
    }
    if (this._defaultProvider !== undefined) {
      hasAnyValues = true;
      internalValueResult.defaultProvider = this._defaultProvider;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseOidc | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._providers.internalValue = undefined;
      this._defaultProvider = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._providers.internalValue = value.providers;
      this._defaultProvider = value.defaultProvider;
    }
  }

  // providers - computed: true, optional: false, required: true
  private _providers = new GatewayDatabaseOidcProvidersMap(this, "providers");
  public get providers() {
    return this._providers;
  }
  public putProviders(value: { [key: string]: GatewayDatabaseOidcProviders } | cdktn.IResolvable) {
    this._providers.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get providersInput() {
    return this._providers.internalValue;
  }

  // default_provider - computed: true, optional: true, required: false
  private _defaultProvider?: string; 
  public get defaultProvider() {
    return this.getStringAttribute('default_provider');
  }
  public set defaultProvider(value: string) {
    this._defaultProvider = value;
  }
  public resetDefaultProvider() {
    this._defaultProvider = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get defaultProviderInput() {
    return this._defaultProvider;
  }
}
export interface GatewayDatabaseEventProcessing {
  /**
  * Events (webhook calls) processed at once.
  */
  readonly maxProcesses?: number;
  /**
  * Milliseconds an event waits for room when the queue is full; 0: dropped at once.
  */
  readonly waitForProcess?: number;
}

export function gatewayDatabaseEventProcessingToTerraform(struct?: GatewayDatabaseEventProcessing | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    max_processes: cdktn.numberToTerraform(struct!.maxProcesses),
    wait_for_process: cdktn.numberToTerraform(struct!.waitForProcess),
  }
}


export function gatewayDatabaseEventProcessingToHclTerraform(struct?: GatewayDatabaseEventProcessing | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    max_processes: {
      value: cdktn.numberToHclTerraform(struct!.maxProcesses),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
    wait_for_process: {
      value: cdktn.numberToHclTerraform(struct!.waitForProcess),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseEventProcessingOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): GatewayDatabaseEventProcessing | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._maxProcesses !== undefined) {
      hasAnyValues = true;
      internalValueResult.maxProcesses = this._maxProcesses;
    }
    if (this._waitForProcess !== undefined) {
      hasAnyValues = true;
      internalValueResult.waitForProcess = this._waitForProcess;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseEventProcessing | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._maxProcesses = undefined;
      this._waitForProcess = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._maxProcesses = value.maxProcesses;
      this._waitForProcess = value.waitForProcess;
    }
  }

  // max_processes - computed: true, optional: true, required: false
  private _maxProcesses?: number; 
  public get maxProcesses() {
    return this.getNumberAttribute('max_processes');
  }
  public set maxProcesses(value: number) {
    this._maxProcesses = value;
  }
  public resetMaxProcesses() {
    this._maxProcesses = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get maxProcessesInput() {
    return this._maxProcesses;
  }

  // wait_for_process - computed: true, optional: true, required: false
  private _waitForProcess?: number; 
  public get waitForProcess() {
    return this.getNumberAttribute('wait_for_process');
  }
  public set waitForProcess(value: number) {
    this._waitForProcess = value;
  }
  public resetWaitForProcess() {
    this._waitForProcess = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get waitForProcessInput() {
    return this._waitForProcess;
  }
}
export interface GatewayDatabaseGateway {
  /**
  * The gateway's admin API (such as https://host:4985), or a database's admin URL (an App Endpoint's `adminURL`).
  */
  readonly adminUrl: string;
  /**
  * The admin's user name (such as an App Service admin user's `name`).
  */
  readonly username: string;
  /**
  * The admin's password (secret).
  */
  readonly password: string;
}

export function gatewayDatabaseGatewayToTerraform(struct?: GatewayDatabaseGateway | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    admin_url: cdktn.stringToTerraform(struct!.adminUrl),
    username: cdktn.stringToTerraform(struct!.username),
    password: cdktn.stringToTerraform(struct!.password),
  }
}


export function gatewayDatabaseGatewayToHclTerraform(struct?: GatewayDatabaseGateway | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    admin_url: {
      value: cdktn.stringToHclTerraform(struct!.adminUrl),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    username: {
      value: cdktn.stringToHclTerraform(struct!.username),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    password: {
      value: cdktn.stringToHclTerraform(struct!.password),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class GatewayDatabaseGatewayOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): GatewayDatabaseGateway | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._adminUrl !== undefined) {
      hasAnyValues = true;
      internalValueResult.adminUrl = this._adminUrl;
    }
    if (this._username !== undefined) {
      hasAnyValues = true;
      internalValueResult.username = this._username;
    }
    if (this._password !== undefined) {
      hasAnyValues = true;
      internalValueResult.password = this._password;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: GatewayDatabaseGateway | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._adminUrl = undefined;
      this._username = undefined;
      this._password = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._adminUrl = value.adminUrl;
      this._username = value.username;
      this._password = value.password;
    }
  }

  // admin_url - computed: true, optional: false, required: true
  private _adminUrl?: string; 
  public get adminUrl() {
    return this.getStringAttribute('admin_url');
  }
  public set adminUrl(value: string) {
    this._adminUrl = value;
  }
  // Temporarily expose input value. Use with caution.
  public get adminUrlInput() {
    return this._adminUrl;
  }

  // username - computed: true, optional: false, required: true
  private _username?: string; 
  public get username() {
    return this.getStringAttribute('username');
  }
  public set username(value: string) {
    this._username = value;
  }
  // Temporarily expose input value. Use with caution.
  public get usernameInput() {
    return this._username;
  }

  // password - computed: true, optional: false, required: true
  private _password?: string; 
  public get password() {
    return this.getStringAttribute('password');
  }
  public set password(value: string) {
    this._password = value;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordInput() {
    return this._password;
  }
}

/**
* Represents a `dbplane_gateway_database`
*/
export class GatewayDatabase extends cdktn.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_gateway_database";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a GatewayDatabase resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the GatewayDatabase to import
  * @param importFromId The id of the existing GatewayDatabase that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the GatewayDatabase to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_gateway_database", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_gateway_database` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options GatewayDatabaseConfig
  */
  public constructor(scope: Construct, id: string, config: GatewayDatabaseConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_gateway_database',
      terraformGeneratorMetadata: {
        providerName: 'dbplane',
        providerVersion: '0.1.0'
      },
      provider: config.provider,
      dependsOn: config.dependsOn,
      count: config.count,
      lifecycle: config.lifecycle,
      provisioners: config.provisioners,
      connection: config.connection,
      forEach: config.forEach
    });
    this._name = config.name;
    this._bucket = config.bucket;
    this._scopes.internalValue = config.scopes;
    this._sync = config.sync;
    this._importFilter = config.importFilter;
    this._oidc.internalValue = config.oidc;
    this._sessionCookieName = config.sessionCookieName;
    this._eventProcessing.internalValue = config.eventProcessing;
    this._gateway.internalValue = config.gateway;
    this._adopt = config.adopt;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // name - computed: false, optional: false, required: true
  private _name?: string; 
  public get name() {
    return this.getStringAttribute('name');
  }
  public set name(value: string) {
    this._name = value;
  }
  // Temporarily expose input value. Use with caution.
  public get nameInput() {
    return this._name;
  }

  // bucket - computed: true, optional: true, required: false
  private _bucket?: string; 
  public get bucket() {
    return this.getStringAttribute('bucket');
  }
  public set bucket(value: string) {
    this._bucket = value;
  }
  public resetBucket() {
    this._bucket = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get bucketInput() {
    return this._bucket;
  }

  // scopes - computed: true, optional: true, required: false
  private _scopes = new GatewayDatabaseScopesMap(this, "scopes");
  public get scopes() {
    return this._scopes;
  }
  public putScopes(value: { [key: string]: GatewayDatabaseScopes } | cdktn.IResolvable) {
    this._scopes.internalValue = value;
  }
  public resetScopes() {
    this._scopes.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get scopesInput() {
    return this._scopes.internalValue;
  }

  // sync - computed: true, optional: true, required: false
  private _sync?: string; 
  public get sync() {
    return this.getStringAttribute('sync');
  }
  public set sync(value: string) {
    this._sync = value;
  }
  public resetSync() {
    this._sync = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get syncInput() {
    return this._sync;
  }

  // import_filter - computed: true, optional: true, required: false
  private _importFilter?: string; 
  public get importFilter() {
    return this.getStringAttribute('import_filter');
  }
  public set importFilter(value: string) {
    this._importFilter = value;
  }
  public resetImportFilter() {
    this._importFilter = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get importFilterInput() {
    return this._importFilter;
  }

  // oidc - computed: true, optional: true, required: false
  private _oidc = new GatewayDatabaseOidcOutputReference(this, "oidc");
  public get oidc() {
    return this._oidc;
  }
  public putOidc(value: GatewayDatabaseOidc) {
    this._oidc.internalValue = value;
  }
  public resetOidc() {
    this._oidc.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get oidcInput() {
    return this._oidc.internalValue;
  }

  // session_cookie_name - computed: true, optional: true, required: false
  private _sessionCookieName?: string; 
  public get sessionCookieName() {
    return this.getStringAttribute('session_cookie_name');
  }
  public set sessionCookieName(value: string) {
    this._sessionCookieName = value;
  }
  public resetSessionCookieName() {
    this._sessionCookieName = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get sessionCookieNameInput() {
    return this._sessionCookieName;
  }

  // event_processing - computed: true, optional: true, required: false
  private _eventProcessing = new GatewayDatabaseEventProcessingOutputReference(this, "event_processing");
  public get eventProcessing() {
    return this._eventProcessing;
  }
  public putEventProcessing(value: GatewayDatabaseEventProcessing) {
    this._eventProcessing.internalValue = value;
  }
  public resetEventProcessing() {
    this._eventProcessing.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get eventProcessingInput() {
    return this._eventProcessing.internalValue;
  }

  // gateway - computed: true, optional: true, required: false
  private _gateway = new GatewayDatabaseGatewayOutputReference(this, "gateway");
  public get gateway() {
    return this._gateway;
  }
  public putGateway(value: GatewayDatabaseGateway) {
    this._gateway.internalValue = value;
  }
  public resetGateway() {
    this._gateway.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get gatewayInput() {
    return this._gateway.internalValue;
  }

  // adopt - computed: false, optional: true, required: false
  private _adopt?: boolean | cdktn.IResolvable; 
  public get adopt() {
    return this.getBooleanAttribute('adopt');
  }
  public set adopt(value: boolean | cdktn.IResolvable) {
    this._adopt = value;
  }
  public resetAdopt() {
    this._adopt = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get adoptInput() {
    return this._adopt;
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      name: cdktn.stringToTerraform(this._name),
      bucket: cdktn.stringToTerraform(this._bucket),
      scopes: cdktn.hashMapper(gatewayDatabaseScopesToTerraform)(this._scopes.internalValue),
      sync: cdktn.stringToTerraform(this._sync),
      import_filter: cdktn.stringToTerraform(this._importFilter),
      oidc: gatewayDatabaseOidcToTerraform(this._oidc.internalValue),
      session_cookie_name: cdktn.stringToTerraform(this._sessionCookieName),
      event_processing: gatewayDatabaseEventProcessingToTerraform(this._eventProcessing.internalValue),
      gateway: gatewayDatabaseGatewayToTerraform(this._gateway.internalValue),
      adopt: cdktn.booleanToTerraform(this._adopt),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      name: {
        value: cdktn.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      bucket: {
        value: cdktn.stringToHclTerraform(this._bucket),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      scopes: {
        value: cdktn.hashMapperHcl(gatewayDatabaseScopesToHclTerraform)(this._scopes.internalValue),
        isBlock: true,
        type: "map",
        storageClassType: "GatewayDatabaseScopesMap",
      },
      sync: {
        value: cdktn.stringToHclTerraform(this._sync),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      import_filter: {
        value: cdktn.stringToHclTerraform(this._importFilter),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      oidc: {
        value: gatewayDatabaseOidcToHclTerraform(this._oidc.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "GatewayDatabaseOidc",
      },
      session_cookie_name: {
        value: cdktn.stringToHclTerraform(this._sessionCookieName),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      event_processing: {
        value: gatewayDatabaseEventProcessingToHclTerraform(this._eventProcessing.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "GatewayDatabaseEventProcessing",
      },
      gateway: {
        value: gatewayDatabaseGatewayToHclTerraform(this._gateway.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "GatewayDatabaseGateway",
      },
      adopt: {
        value: cdktn.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
