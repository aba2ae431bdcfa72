// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktf from 'cdktf';

// Configuration

export interface AppEndpointConfig extends cdktf.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly projectId: string;
  /**
  * The id of the cluster the object belongs to. Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly clusterId: string;
  /**
  * The id of the App Service the object belongs to. Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly appServiceId: string;
  /**
  * The App Endpoint's name (its data-sync database). Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly name: string;
  /**
  * The bucket it serves, by name. Changing it replaces the AppEndpoint, deleting the old one first.
  */
  readonly bucket: string;
  /**
  * Its OIDC providers (at most 32); OidcProvider resources may manage them instead. Changing it updates the AppEndpoint in place.
  */
  readonly oidc?: AppEndpointOidc[] | cdktf.IResolvable;
  /**
  * Its CORS settings; left out, CORS is off. Changing it updates the AppEndpoint in place.
  */
  readonly cors?: AppEndpointCors;
  /**
  * The scopes and collections of the bucket it serves, by name, with their functions; left out, the API's choice. Changing it updates the AppEndpoint in place.
  */
  readonly scopes?: { [key: string]: AppEndpointScopes } | cdktf.IResolvable;
  /**
  * Whether clients may pull only the changed parts of documents (delta sync). Default: `false`. Changing it updates the AppEndpoint in place.
  */
  readonly deltaSyncEnabled?: boolean | cdktf.IResolvable;
  /**
  * The user extended-attribute key, at most 15 characters; empty disables it. Changing it updates the AppEndpoint in place.
  */
  readonly userXattrKey?: string;
  /**
  * Whether the public `_all_docs` endpoint is off. Default: `false`. Changing it updates the AppEndpoint in place.
  */
  readonly disablePublicAllDocs?: boolean | cdktf.IResolvable;
  /**
  * Whether the App Endpoint is paused (offline): switched in place. Changing it updates the AppEndpoint in place.
  */
  readonly paused?: boolean | cdktf.IResolvable;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktf.IResolvable;
  /**
  * timeouts block
  */
  readonly timeouts?: AppEndpointTimeouts;
}
export interface AppEndpointOidc {
  /**
  * The provider's issuer URL.
  */
  readonly issuer: string;
  /**
  * The client id the App Endpoint has at the provider.
  */
  readonly clientId: string;
  /**
  * Whether a user the provider vouches for is created on first login.
  */
  readonly register?: boolean | cdktf.IResolvable;
  /**
  * The prefix of the names of users created from this provider.
  */
  readonly userPrefix?: string;
  /**
  * The provider's discovery document URL, when not at the issuer's well-known path; empty: the issuer's.
  */
  readonly discoveryUrl?: string;
  /**
  * The token claim that holds the user's name.
  */
  readonly usernameClaim?: string;
  /**
  * The token claim that holds the user's roles.
  */
  readonly rolesClaim?: string;
  /**
  * The scopes asked of the provider.
  */
  readonly scope?: string[];
}

export function appEndpointOidcToTerraform(struct?: AppEndpointOidc | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    issuer: cdktf.stringToTerraform(struct!.issuer),
    client_id: cdktf.stringToTerraform(struct!.clientId),
    register: cdktf.booleanToTerraform(struct!.register),
    user_prefix: cdktf.stringToTerraform(struct!.userPrefix),
    discovery_url: cdktf.stringToTerraform(struct!.discoveryUrl),
    username_claim: cdktf.stringToTerraform(struct!.usernameClaim),
    roles_claim: cdktf.stringToTerraform(struct!.rolesClaim),
    scope: cdktf.listMapper(cdktf.stringToTerraform, false)(struct!.scope),
  }
}


export function appEndpointOidcToHclTerraform(struct?: AppEndpointOidc | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    issuer: {
      value: cdktf.stringToHclTerraform(struct!.issuer),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    client_id: {
      value: cdktf.stringToHclTerraform(struct!.clientId),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    register: {
      value: cdktf.booleanToHclTerraform(struct!.register),
      isBlock: false,
      type: "simple",
      storageClassType: "boolean",
    },
    user_prefix: {
      value: cdktf.stringToHclTerraform(struct!.userPrefix),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    discovery_url: {
      value: cdktf.stringToHclTerraform(struct!.discoveryUrl),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    username_claim: {
      value: cdktf.stringToHclTerraform(struct!.usernameClaim),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    roles_claim: {
      value: cdktf.stringToHclTerraform(struct!.rolesClaim),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    scope: {
      value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(struct!.scope),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointOidcOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): AppEndpointOidc | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
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
    if (this._discoveryUrl !== undefined) {
      hasAnyValues = true;
      internalValueResult.discoveryUrl = this._discoveryUrl;
    }
    if (this._usernameClaim !== undefined) {
      hasAnyValues = true;
      internalValueResult.usernameClaim = this._usernameClaim;
    }
    if (this._rolesClaim !== undefined) {
      hasAnyValues = true;
      internalValueResult.rolesClaim = this._rolesClaim;
    }
    if (this._scope !== undefined) {
      hasAnyValues = true;
      internalValueResult.scope = this._scope;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointOidc | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._issuer = undefined;
      this._clientId = undefined;
      this._register = undefined;
      this._userPrefix = undefined;
      this._discoveryUrl = undefined;
      this._usernameClaim = undefined;
      this._rolesClaim = undefined;
      this._scope = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._issuer = value.issuer;
      this._clientId = value.clientId;
      this._register = value.register;
      this._userPrefix = value.userPrefix;
      this._discoveryUrl = value.discoveryUrl;
      this._usernameClaim = value.usernameClaim;
      this._rolesClaim = value.rolesClaim;
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
  private _register?: boolean | cdktf.IResolvable; 
  public get register() {
    return this.getBooleanAttribute('register');
  }
  public set register(value: boolean | cdktf.IResolvable) {
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

export class AppEndpointOidcList extends cdktf.ComplexList {
  public internalValue? : AppEndpointOidc[] | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string, protected wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet)
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): AppEndpointOidcOutputReference {
    return new AppEndpointOidcOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}
export interface AppEndpointCors {
  /**
  * The origins allowed (`["*"]`: every origin).
  */
  readonly origin: string[];
  /**
  * The origins allowed to log in.
  */
  readonly loginOrigin?: string[];
  /**
  * The request headers allowed.
  */
  readonly headers?: string[];
  /**
  * Seconds a browser may cache a preflight answer (default 5).
  */
  readonly maxAge?: number;
  /**
  * Whether CORS is off (the settings kept).
  */
  readonly disabled?: boolean | cdktf.IResolvable;
}

export function appEndpointCorsToTerraform(struct?: AppEndpointCors | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    origin: cdktf.listMapper(cdktf.stringToTerraform, false)(struct!.origin),
    login_origin: cdktf.listMapper(cdktf.stringToTerraform, false)(struct!.loginOrigin),
    headers: cdktf.listMapper(cdktf.stringToTerraform, false)(struct!.headers),
    max_age: cdktf.numberToTerraform(struct!.maxAge),
    disabled: cdktf.booleanToTerraform(struct!.disabled),
  }
}


export function appEndpointCorsToHclTerraform(struct?: AppEndpointCors | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    origin: {
      value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(struct!.origin),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
    login_origin: {
      value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(struct!.loginOrigin),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
    headers: {
      value: cdktf.listMapperHcl(cdktf.stringToHclTerraform, false)(struct!.headers),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
    max_age: {
      value: cdktf.numberToHclTerraform(struct!.maxAge),
      isBlock: false,
      type: "simple",
      storageClassType: "number",
    },
    disabled: {
      value: cdktf.booleanToHclTerraform(struct!.disabled),
      isBlock: false,
      type: "simple",
      storageClassType: "boolean",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointCorsOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AppEndpointCors | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._origin !== undefined) {
      hasAnyValues = true;
      internalValueResult.origin = this._origin;
    }
    if (this._loginOrigin !== undefined) {
      hasAnyValues = true;
      internalValueResult.loginOrigin = this._loginOrigin;
    }
    if (this._headers !== undefined) {
      hasAnyValues = true;
      internalValueResult.headers = this._headers;
    }
    if (this._maxAge !== undefined) {
      hasAnyValues = true;
      internalValueResult.maxAge = this._maxAge;
    }
    if (this._disabled !== undefined) {
      hasAnyValues = true;
      internalValueResult.disabled = this._disabled;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointCors | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._origin = undefined;
      this._loginOrigin = undefined;
      this._headers = undefined;
      this._maxAge = undefined;
      this._disabled = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._origin = value.origin;
      this._loginOrigin = value.loginOrigin;
      this._headers = value.headers;
      this._maxAge = value.maxAge;
      this._disabled = value.disabled;
    }
  }

  // origin - computed: true, optional: false, required: true
  private _origin?: string[]; 
  public get origin() {
    return this.getListAttribute('origin');
  }
  public set origin(value: string[]) {
    this._origin = value;
  }
  // Temporarily expose input value. Use with caution.
  public get originInput() {
    return this._origin;
  }

  // login_origin - computed: true, optional: true, required: false
  private _loginOrigin?: string[]; 
  public get loginOrigin() {
    return this.getListAttribute('login_origin');
  }
  public set loginOrigin(value: string[]) {
    this._loginOrigin = value;
  }
  public resetLoginOrigin() {
    this._loginOrigin = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get loginOriginInput() {
    return this._loginOrigin;
  }

  // headers - computed: true, optional: true, required: false
  private _headers?: string[]; 
  public get headers() {
    return this.getListAttribute('headers');
  }
  public set headers(value: string[]) {
    this._headers = value;
  }
  public resetHeaders() {
    this._headers = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get headersInput() {
    return this._headers;
  }

  // max_age - computed: true, optional: true, required: false
  private _maxAge?: number; 
  public get maxAge() {
    return this.getNumberAttribute('max_age');
  }
  public set maxAge(value: number) {
    this._maxAge = value;
  }
  public resetMaxAge() {
    this._maxAge = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get maxAgeInput() {
    return this._maxAge;
  }

  // disabled - computed: true, optional: true, required: false
  private _disabled?: boolean | cdktf.IResolvable; 
  public get disabled() {
    return this.getBooleanAttribute('disabled');
  }
  public set disabled(value: boolean | cdktf.IResolvable) {
    this._disabled = value;
  }
  public resetDisabled() {
    this._disabled = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disabledInput() {
    return this._disabled;
  }
}
export interface AppEndpointScopesCollections {
  /**
  * The collection's access control function (JavaScript); left out, the API's default.
  */
  readonly accessControlFunction?: string;
  /**
  * The collection's import filter (JavaScript); left out, every document is imported.
  */
  readonly importFilter?: string;
}

export function appEndpointScopesCollectionsToTerraform(struct?: AppEndpointScopesCollections): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    access_control_function: cdktf.stringToTerraform(struct!.accessControlFunction),
    import_filter: cdktf.stringToTerraform(struct!.importFilter),
  }
}


export function appEndpointScopesCollectionsToHclTerraform(struct?: AppEndpointScopesCollections): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    access_control_function: {
      value: cdktf.stringToHclTerraform(struct!.accessControlFunction),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    import_filter: {
      value: cdktf.stringToHclTerraform(struct!.importFilter),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointScopesCollectionsOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectKey the key of this item in the map
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectKey: string) {
    super(terraformResource, terraformAttribute, false, complexObjectKey);
  }

  public get internalValue(): AppEndpointScopesCollections | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._accessControlFunction !== undefined) {
      hasAnyValues = true;
      internalValueResult.accessControlFunction = this._accessControlFunction;
    }
    if (this._importFilter !== undefined) {
      hasAnyValues = true;
      internalValueResult.importFilter = this._importFilter;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointScopesCollections | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this._accessControlFunction = undefined;
      this._importFilter = undefined;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this._accessControlFunction = value.accessControlFunction;
      this._importFilter = value.importFilter;
    }
  }

  // access_control_function - computed: true, optional: true, required: false
  private _accessControlFunction?: string; 
  public get accessControlFunction() {
    return this.getStringAttribute('access_control_function');
  }
  public set accessControlFunction(value: string) {
    this._accessControlFunction = value;
  }
  public resetAccessControlFunction() {
    this._accessControlFunction = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get accessControlFunctionInput() {
    return this._accessControlFunction;
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

export class AppEndpointScopesCollectionsMap extends cdktf.ComplexMap {
  public internalValue? : { [key: string]: AppEndpointScopesCollections } | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string) {
    super(terraformResource, terraformAttribute)
  }

  /**
  * @param key the key of the item to return
  */
  public get(key: string): AppEndpointScopesCollectionsOutputReference {
    return new AppEndpointScopesCollectionsOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface AppEndpointScopes {
  /**
  * The scope's collections served, by name, with their functions.
  */
  readonly collections: { [key: string]: AppEndpointScopesCollections } | cdktf.IResolvable;
}

export function appEndpointScopesToTerraform(struct?: AppEndpointScopes | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    collections: cdktf.hashMapper(appEndpointScopesCollectionsToTerraform)(struct!.collections),
  }
}


export function appEndpointScopesToHclTerraform(struct?: AppEndpointScopes | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    collections: {
      value: cdktf.hashMapperHcl(appEndpointScopesCollectionsToHclTerraform)(struct!.collections),
      isBlock: true,
      type: "map",
      storageClassType: "AppEndpointScopesCollectionsMap",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointScopesOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectKey the key of this item in the map
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectKey: string) {
    super(terraformResource, terraformAttribute, false, complexObjectKey);
  }

  public get internalValue(): AppEndpointScopes | cdktf.IResolvable | undefined {
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

  public set internalValue(value: AppEndpointScopes | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._collections.internalValue = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
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
  private _collections = new AppEndpointScopesCollectionsMap(this, "collections");
  public get collections() {
    return this._collections;
  }
  public putCollections(value: { [key: string]: AppEndpointScopesCollections } | cdktf.IResolvable) {
    this._collections.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get collectionsInput() {
    return this._collections.internalValue;
  }
}

export class AppEndpointScopesMap extends cdktf.ComplexMap {
  public internalValue? : { [key: string]: AppEndpointScopes } | cdktf.IResolvable

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string) {
    super(terraformResource, terraformAttribute)
  }

  /**
  * @param key the key of the item to return
  */
  public get(key: string): AppEndpointScopesOutputReference {
    return new AppEndpointScopesOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface AppEndpointOidcProviders {
}

export function appEndpointOidcProvidersToTerraform(struct?: AppEndpointOidcProviders): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
  }
}


export function appEndpointOidcProvidersToHclTerraform(struct?: AppEndpointOidcProviders): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
  };
  return attrs;
}

export class AppEndpointOidcProvidersOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param complexObjectIndex the index of this item in the list
  * @param complexObjectIsFromSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string, complexObjectIndex: number, complexObjectIsFromSet: boolean) {
    super(terraformResource, terraformAttribute, complexObjectIsFromSet, complexObjectIndex);
  }

  public get internalValue(): AppEndpointOidcProviders | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointOidcProviders | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
    }
  }

  // issuer - computed: true, optional: false, required: false
  public get issuer() {
    return this.getStringAttribute('issuer');
  }

  // client_id - computed: true, optional: false, required: false
  public get clientId() {
    return this.getStringAttribute('client_id');
  }

  // register - computed: true, optional: false, required: false
  public get register() {
    return this.getBooleanAttribute('register');
  }

  // user_prefix - computed: true, optional: false, required: false
  public get userPrefix() {
    return this.getStringAttribute('user_prefix');
  }

  // discovery_url - computed: true, optional: false, required: false
  public get discoveryUrl() {
    return this.getStringAttribute('discovery_url');
  }

  // username_claim - computed: true, optional: false, required: false
  public get usernameClaim() {
    return this.getStringAttribute('username_claim');
  }

  // roles_claim - computed: true, optional: false, required: false
  public get rolesClaim() {
    return this.getStringAttribute('roles_claim');
  }

  // provider_id - computed: true, optional: false, required: false
  public get providerId() {
    return this.getStringAttribute('provider_id');
  }

  // is_default - computed: true, optional: false, required: false
  public get isDefault() {
    return this.getBooleanAttribute('is_default');
  }

  // scope - computed: true, optional: false, required: false
  public get scope() {
    return this.getListAttribute('scope');
  }
}

export class AppEndpointOidcProvidersList extends cdktf.ComplexList {

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  * @param wrapsSet whether the list is wrapping a set (will add tolist() to be able to access an item via an index)
  */
  constructor(protected terraformResource: cdktf.IInterpolatingParent, protected terraformAttribute: string, protected wrapsSet: boolean) {
    super(terraformResource, terraformAttribute, wrapsSet)
  }

  /**
  * @param index the index of the item to return
  */
  public get(index: number): AppEndpointOidcProvidersOutputReference {
    return new AppEndpointOidcProvidersOutputReference(this.terraformResource, this.terraformAttribute, index, this.wrapsSet);
  }
}
export interface AppEndpointTimeouts {
  /**
  * How long a create may take, such as "20m".
  */
  readonly create?: string;
  /**
  * How long an update may take, such as "20m".
  */
  readonly update?: string;
  /**
  * How long a delete may take, such as "20m".
  */
  readonly delete?: string;
}

export function appEndpointTimeoutsToTerraform(struct?: AppEndpointTimeouts | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  return {
    create: cdktf.stringToTerraform(struct!.create),
    update: cdktf.stringToTerraform(struct!.update),
    delete: cdktf.stringToTerraform(struct!.delete),
  }
}


export function appEndpointTimeoutsToHclTerraform(struct?: AppEndpointTimeouts | cdktf.IResolvable): any {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktf.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration");
  }
  const attrs = {
    create: {
      value: cdktf.stringToHclTerraform(struct!.create),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    update: {
      value: cdktf.stringToHclTerraform(struct!.update),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    delete: {
      value: cdktf.stringToHclTerraform(struct!.delete),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AppEndpointTimeoutsOutputReference extends cdktf.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktf.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktf.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AppEndpointTimeouts | cdktf.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._create !== undefined) {
      hasAnyValues = true;
      internalValueResult.create = this._create;
    }
    if (this._update !== undefined) {
      hasAnyValues = true;
      internalValueResult.update = this._update;
    }
    if (this._delete !== undefined) {
      hasAnyValues = true;
      internalValueResult.delete = this._delete;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AppEndpointTimeouts | cdktf.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._create = undefined;
      this._update = undefined;
      this._delete = undefined;
    }
    else if (cdktf.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._create = value.create;
      this._update = value.update;
      this._delete = value.delete;
    }
  }

  // create - computed: false, optional: true, required: false
  private _create?: string; 
  public get create() {
    return this.getStringAttribute('create');
  }
  public set create(value: string) {
    this._create = value;
  }
  public resetCreate() {
    this._create = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get createInput() {
    return this._create;
  }

  // update - computed: false, optional: true, required: false
  private _update?: string; 
  public get update() {
    return this.getStringAttribute('update');
  }
  public set update(value: string) {
    this._update = value;
  }
  public resetUpdate() {
    this._update = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get updateInput() {
    return this._update;
  }

  // delete - computed: false, optional: true, required: false
  private _delete?: string; 
  public get delete() {
    return this.getStringAttribute('delete');
  }
  public set delete(value: string) {
    this._delete = value;
  }
  public resetDelete() {
    this._delete = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get deleteInput() {
    return this._delete;
  }
}

/**
* Represents a `dbplane_app_endpoint`
*/
export class AppEndpoint extends cdktf.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_app_endpoint";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTF code for importing a AppEndpoint resource upon running "cdktf plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the AppEndpoint to import
  * @param importFromId The id of the existing AppEndpoint that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the AppEndpoint to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktf.TerraformProvider) {
        return new cdktf.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_app_endpoint", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_app_endpoint` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options AppEndpointConfig
  */
  public constructor(scope: Construct, id: string, config: AppEndpointConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_app_endpoint',
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
    this._organizationId = config.organizationId;
    this._projectId = config.projectId;
    this._clusterId = config.clusterId;
    this._appServiceId = config.appServiceId;
    this._name = config.name;
    this._bucket = config.bucket;
    this._oidc.internalValue = config.oidc;
    this._cors.internalValue = config.cors;
    this._scopes.internalValue = config.scopes;
    this._deltaSyncEnabled = config.deltaSyncEnabled;
    this._userXattrKey = config.userXattrKey;
    this._disablePublicAllDocs = config.disablePublicAllDocs;
    this._paused = config.paused;
    this._adopt = config.adopt;
    this._timeouts.internalValue = config.timeouts;
  }

  // ==========
  // ATTRIBUTES
  // ==========

  // organization_id - computed: false, optional: false, required: true
  private _organizationId?: string; 
  public get organizationId() {
    return this.getStringAttribute('organization_id');
  }
  public set organizationId(value: string) {
    this._organizationId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get organizationIdInput() {
    return this._organizationId;
  }

  // project_id - computed: false, optional: false, required: true
  private _projectId?: string; 
  public get projectId() {
    return this.getStringAttribute('project_id');
  }
  public set projectId(value: string) {
    this._projectId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get projectIdInput() {
    return this._projectId;
  }

  // cluster_id - computed: false, optional: false, required: true
  private _clusterId?: string; 
  public get clusterId() {
    return this.getStringAttribute('cluster_id');
  }
  public set clusterId(value: string) {
    this._clusterId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get clusterIdInput() {
    return this._clusterId;
  }

  // app_service_id - computed: false, optional: false, required: true
  private _appServiceId?: string; 
  public get appServiceId() {
    return this.getStringAttribute('app_service_id');
  }
  public set appServiceId(value: string) {
    this._appServiceId = value;
  }
  // Temporarily expose input value. Use with caution.
  public get appServiceIdInput() {
    return this._appServiceId;
  }

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

  // bucket - computed: false, optional: false, required: true
  private _bucket?: string; 
  public get bucket() {
    return this.getStringAttribute('bucket');
  }
  public set bucket(value: string) {
    this._bucket = value;
  }
  // Temporarily expose input value. Use with caution.
  public get bucketInput() {
    return this._bucket;
  }

  // oidc - computed: true, optional: true, required: false
  private _oidc = new AppEndpointOidcList(this, "oidc", false);
  public get oidc() {
    return this._oidc;
  }
  public putOidc(value: AppEndpointOidc[] | cdktf.IResolvable) {
    this._oidc.internalValue = value;
  }
  public resetOidc() {
    this._oidc.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get oidcInput() {
    return this._oidc.internalValue;
  }

  // cors - computed: true, optional: true, required: false
  private _cors = new AppEndpointCorsOutputReference(this, "cors");
  public get cors() {
    return this._cors;
  }
  public putCors(value: AppEndpointCors) {
    this._cors.internalValue = value;
  }
  public resetCors() {
    this._cors.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get corsInput() {
    return this._cors.internalValue;
  }

  // scopes - computed: true, optional: true, required: false
  private _scopes = new AppEndpointScopesMap(this, "scopes");
  public get scopes() {
    return this._scopes;
  }
  public putScopes(value: { [key: string]: AppEndpointScopes } | cdktf.IResolvable) {
    this._scopes.internalValue = value;
  }
  public resetScopes() {
    this._scopes.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get scopesInput() {
    return this._scopes.internalValue;
  }

  // delta_sync_enabled - computed: true, optional: true, required: false
  private _deltaSyncEnabled?: boolean | cdktf.IResolvable; 
  public get deltaSyncEnabled() {
    return this.getBooleanAttribute('delta_sync_enabled');
  }
  public set deltaSyncEnabled(value: boolean | cdktf.IResolvable) {
    this._deltaSyncEnabled = value;
  }
  public resetDeltaSyncEnabled() {
    this._deltaSyncEnabled = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get deltaSyncEnabledInput() {
    return this._deltaSyncEnabled;
  }

  // user_xattr_key - computed: true, optional: true, required: false
  private _userXattrKey?: string; 
  public get userXattrKey() {
    return this.getStringAttribute('user_xattr_key');
  }
  public set userXattrKey(value: string) {
    this._userXattrKey = value;
  }
  public resetUserXattrKey() {
    this._userXattrKey = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get userXattrKeyInput() {
    return this._userXattrKey;
  }

  // disable_public_all_docs - computed: true, optional: true, required: false
  private _disablePublicAllDocs?: boolean | cdktf.IResolvable; 
  public get disablePublicAllDocs() {
    return this.getBooleanAttribute('disable_public_all_docs');
  }
  public set disablePublicAllDocs(value: boolean | cdktf.IResolvable) {
    this._disablePublicAllDocs = value;
  }
  public resetDisablePublicAllDocs() {
    this._disablePublicAllDocs = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disablePublicAllDocsInput() {
    return this._disablePublicAllDocs;
  }

  // paused - computed: true, optional: true, required: false
  private _paused?: boolean | cdktf.IResolvable; 
  public get paused() {
    return this.getBooleanAttribute('paused');
  }
  public set paused(value: boolean | cdktf.IResolvable) {
    this._paused = value;
  }
  public resetPaused() {
    this._paused = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get pausedInput() {
    return this._paused;
  }

  // adopt - computed: false, optional: true, required: false
  private _adopt?: boolean | cdktf.IResolvable; 
  public get adopt() {
    return this.getBooleanAttribute('adopt');
  }
  public set adopt(value: boolean | cdktf.IResolvable) {
    this._adopt = value;
  }
  public resetAdopt() {
    this._adopt = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get adoptInput() {
    return this._adopt;
  }

  // oidc_providers - computed: true, optional: false, required: false
  private _oidcProviders = new AppEndpointOidcProvidersList(this, "oidc_providers", false);
  public get oidcProviders() {
    return this._oidcProviders;
  }

  // state - computed: true, optional: false, required: false
  public get state() {
    return this.getStringAttribute('state');
  }

  // admin_url - computed: true, optional: false, required: false
  public get adminUrl() {
    return this.getStringAttribute('admin_url');
  }

  // metrics_url - computed: true, optional: false, required: false
  public get metricsUrl() {
    return this.getStringAttribute('metrics_url');
  }

  // public_url - computed: true, optional: false, required: false
  public get publicUrl() {
    return this.getStringAttribute('public_url');
  }

  // require_resync - computed: true, optional: false, required: false
  private _requireResync = new cdktf.StringListMap(this, "require_resync");
  public get requireResync() {
    return this._requireResync;
  }

  // is_require_resync - computed: true, optional: false, required: false
  public get isRequireResync() {
    return this.getBooleanAttribute('is_require_resync');
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // timeouts - computed: false, optional: true, required: false
  private _timeouts = new AppEndpointTimeoutsOutputReference(this, "timeouts");
  public get timeouts() {
    return this._timeouts;
  }
  public putTimeouts(value: AppEndpointTimeouts) {
    this._timeouts.internalValue = value;
  }
  public resetTimeouts() {
    this._timeouts.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get timeoutsInput() {
    return this._timeouts.internalValue;
  }

  // =========
  // SYNTHESIS
  // =========

  protected synthesizeAttributes(): { [name: string]: any } {
    return {
      organization_id: cdktf.stringToTerraform(this._organizationId),
      project_id: cdktf.stringToTerraform(this._projectId),
      cluster_id: cdktf.stringToTerraform(this._clusterId),
      app_service_id: cdktf.stringToTerraform(this._appServiceId),
      name: cdktf.stringToTerraform(this._name),
      bucket: cdktf.stringToTerraform(this._bucket),
      oidc: cdktf.listMapper(appEndpointOidcToTerraform, false)(this._oidc.internalValue),
      cors: appEndpointCorsToTerraform(this._cors.internalValue),
      scopes: cdktf.hashMapper(appEndpointScopesToTerraform)(this._scopes.internalValue),
      delta_sync_enabled: cdktf.booleanToTerraform(this._deltaSyncEnabled),
      user_xattr_key: cdktf.stringToTerraform(this._userXattrKey),
      disable_public_all_docs: cdktf.booleanToTerraform(this._disablePublicAllDocs),
      paused: cdktf.booleanToTerraform(this._paused),
      adopt: cdktf.booleanToTerraform(this._adopt),
      timeouts: appEndpointTimeoutsToTerraform(this._timeouts.internalValue),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      organization_id: {
        value: cdktf.stringToHclTerraform(this._organizationId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      project_id: {
        value: cdktf.stringToHclTerraform(this._projectId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      cluster_id: {
        value: cdktf.stringToHclTerraform(this._clusterId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      app_service_id: {
        value: cdktf.stringToHclTerraform(this._appServiceId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      name: {
        value: cdktf.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      bucket: {
        value: cdktf.stringToHclTerraform(this._bucket),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      oidc: {
        value: cdktf.listMapperHcl(appEndpointOidcToHclTerraform, false)(this._oidc.internalValue),
        isBlock: true,
        type: "list",
        storageClassType: "AppEndpointOidcList",
      },
      cors: {
        value: appEndpointCorsToHclTerraform(this._cors.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "AppEndpointCors",
      },
      scopes: {
        value: cdktf.hashMapperHcl(appEndpointScopesToHclTerraform)(this._scopes.internalValue),
        isBlock: true,
        type: "map",
        storageClassType: "AppEndpointScopesMap",
      },
      delta_sync_enabled: {
        value: cdktf.booleanToHclTerraform(this._deltaSyncEnabled),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      user_xattr_key: {
        value: cdktf.stringToHclTerraform(this._userXattrKey),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      disable_public_all_docs: {
        value: cdktf.booleanToHclTerraform(this._disablePublicAllDocs),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      paused: {
        value: cdktf.booleanToHclTerraform(this._paused),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      adopt: {
        value: cdktf.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      timeouts: {
        value: appEndpointTimeoutsToHclTerraform(this._timeouts.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "AppEndpointTimeouts",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
