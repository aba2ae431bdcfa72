// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface AlertIntegrationConfig extends cdktn.TerraformMetaArguments {
  /**
  * The id of the organization the object belongs to. Changing it replaces the AlertIntegration.
  */
  readonly organizationId: string;
  /**
  * The id of the project the object belongs to. Changing it replaces the AlertIntegration.
  */
  readonly projectId: string;
  /**
  * Where alerts go: `webhook`, `chat_1` or `chat_2`. Changing it replaces the AlertIntegration.
  */
  readonly kind: string;
  /**
  * The integration's name, 1 to 1,024 characters. Changing it updates the AlertIntegration in place.
  */
  readonly name: string;
  /**
  * How alerts are delivered: exactly one block, the one named by `kind` (secret, as it holds credentials). Changing it updates the AlertIntegration in place.
  */
  readonly config: AlertIntegrationConfigA;
  /**
  * Take over an object that already exists with the same name (natural key) instead of failing to create it.
  */
  readonly adopt?: boolean | cdktn.IResolvable;
}
export interface AlertIntegrationConfigWebhookBasicAuth {
  /**
  * The user name.
  */
  readonly user: string;
  /**
  * The password.
  */
  readonly password: string;
}

export function alertIntegrationConfigWebhookBasicAuthToTerraform(struct?: AlertIntegrationConfigWebhookBasicAuth | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    user: cdktn.stringToTerraform(struct!.user),
    password: cdktn.stringToTerraform(struct!.password),
  }
}


export function alertIntegrationConfigWebhookBasicAuthToHclTerraform(struct?: AlertIntegrationConfigWebhookBasicAuth | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    user: {
      value: cdktn.stringToHclTerraform(struct!.user),
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

export class AlertIntegrationConfigWebhookBasicAuthOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigWebhookBasicAuth | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._user !== undefined) {
      hasAnyValues = true;
      internalValueResult.user = this._user;
    }
    if (this._password !== undefined) {
      hasAnyValues = true;
      internalValueResult.password = this._password;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigWebhookBasicAuth | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._user = undefined;
      this._password = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._user = value.user;
      this._password = value.password;
    }
  }

  // user - computed: true, optional: false, required: true
  private _user?: string; 
  public get user() {
    return this.getStringAttribute('user');
  }
  public set user(value: string) {
    this._user = value;
  }
  // Temporarily expose input value. Use with caution.
  public get userInput() {
    return this._user;
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
export interface AlertIntegrationConfigWebhookExclude {
  /**
  * Ids of clusters whose alerts are not sent.
  */
  readonly clusters?: string[];
  /**
  * Ids of App Services whose alerts are not sent.
  */
  readonly appServices?: string[];
}

export function alertIntegrationConfigWebhookExcludeToTerraform(struct?: AlertIntegrationConfigWebhookExclude | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    clusters: cdktn.listMapper(cdktn.stringToTerraform, false)(struct!.clusters),
    app_services: cdktn.listMapper(cdktn.stringToTerraform, false)(struct!.appServices),
  }
}


export function alertIntegrationConfigWebhookExcludeToHclTerraform(struct?: AlertIntegrationConfigWebhookExclude | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    clusters: {
      value: cdktn.listMapperHcl(cdktn.stringToHclTerraform, false)(struct!.clusters),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
    app_services: {
      value: cdktn.listMapperHcl(cdktn.stringToHclTerraform, false)(struct!.appServices),
      isBlock: false,
      type: "list",
      storageClassType: "stringList",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigWebhookExcludeOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigWebhookExclude | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._clusters !== undefined) {
      hasAnyValues = true;
      internalValueResult.clusters = this._clusters;
    }
    if (this._appServices !== undefined) {
      hasAnyValues = true;
      internalValueResult.appServices = this._appServices;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigWebhookExclude | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._clusters = undefined;
      this._appServices = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._clusters = value.clusters;
      this._appServices = value.appServices;
    }
  }

  // clusters - computed: true, optional: true, required: false
  private _clusters?: string[]; 
  public get clusters() {
    return this.getListAttribute('clusters');
  }
  public set clusters(value: string[]) {
    this._clusters = value;
  }
  public resetClusters() {
    this._clusters = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get clustersInput() {
    return this._clusters;
  }

  // app_services - computed: true, optional: true, required: false
  private _appServices?: string[]; 
  public get appServices() {
    return this.getListAttribute('app_services');
  }
  public set appServices(value: string[]) {
    this._appServices = value;
  }
  public resetAppServices() {
    this._appServices = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get appServicesInput() {
    return this._appServices;
  }
}
export interface AlertIntegrationConfigWebhook {
  /**
  * The HTTP method alerts are sent with: `POST` or `PUT`.
  */
  readonly method: string;
  /**
  * The absolute URL alerts are sent to.
  */
  readonly url: string;
  /**
  * A bearer token sent with each alert (write-only: the API never returns it).
  */
  readonly token?: string;
  /**
  * HTTP Basic credentials sent with each alert (write-only).
  */
  readonly basicAuth?: AlertIntegrationConfigWebhookBasicAuth;
  /**
  * Extra HTTP headers sent with each alert, by name.
  */
  readonly headers?: { [key: string]: string };
  /**
  * Clusters and App Services whose alerts this integration does not send.
  */
  readonly exclude?: AlertIntegrationConfigWebhookExclude;
}

export function alertIntegrationConfigWebhookToTerraform(struct?: AlertIntegrationConfigWebhook | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    method: cdktn.stringToTerraform(struct!.method),
    url: cdktn.stringToTerraform(struct!.url),
    token: cdktn.stringToTerraform(struct!.token),
    basic_auth: alertIntegrationConfigWebhookBasicAuthToTerraform(struct!.basicAuth),
    headers: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.headers),
    exclude: alertIntegrationConfigWebhookExcludeToTerraform(struct!.exclude),
  }
}


export function alertIntegrationConfigWebhookToHclTerraform(struct?: AlertIntegrationConfigWebhook | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    method: {
      value: cdktn.stringToHclTerraform(struct!.method),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    token: {
      value: cdktn.stringToHclTerraform(struct!.token),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    basic_auth: {
      value: alertIntegrationConfigWebhookBasicAuthToHclTerraform(struct!.basicAuth),
      isBlock: true,
      type: "struct",
      storageClassType: "AlertIntegrationConfigWebhookBasicAuth",
    },
    headers: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.headers),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    exclude: {
      value: alertIntegrationConfigWebhookExcludeToHclTerraform(struct!.exclude),
      isBlock: true,
      type: "struct",
      storageClassType: "AlertIntegrationConfigWebhookExclude",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigWebhookOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigWebhook | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._method !== undefined) {
      hasAnyValues = true;
      internalValueResult.method = this._method;
    }
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._token !== undefined) {
      hasAnyValues = true;
      internalValueResult.token = this._token;
    }
    if (this._basicAuth?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.basicAuth = this._basicAuth?.internalValue;
    }
    if (this._headers !== undefined) {
      hasAnyValues = true;
      internalValueResult.headers = this._headers;
    }
    if (this._exclude?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.exclude = this._exclude?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigWebhook | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._method = undefined;
      this._url = undefined;
      this._token = undefined;
      this._basicAuth.internalValue = undefined;
      this._headers = undefined;
      this._exclude.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._method = value.method;
      this._url = value.url;
      this._token = value.token;
      this._basicAuth.internalValue = value.basicAuth;
      this._headers = value.headers;
      this._exclude.internalValue = value.exclude;
    }
  }

  // method - computed: true, optional: false, required: true
  private _method?: string; 
  public get method() {
    return this.getStringAttribute('method');
  }
  public set method(value: string) {
    this._method = value;
  }
  // Temporarily expose input value. Use with caution.
  public get methodInput() {
    return this._method;
  }

  // url - computed: true, optional: false, required: true
  private _url?: string; 
  public get url() {
    return this.getStringAttribute('url');
  }
  public set url(value: string) {
    this._url = value;
  }
  // Temporarily expose input value. Use with caution.
  public get urlInput() {
    return this._url;
  }

  // token - computed: true, optional: true, required: false
  private _token?: string; 
  public get token() {
    return this.getStringAttribute('token');
  }
  public set token(value: string) {
    this._token = value;
  }
  public resetToken() {
    this._token = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get tokenInput() {
    return this._token;
  }

  // basic_auth - computed: true, optional: true, required: false
  private _basicAuth = new AlertIntegrationConfigWebhookBasicAuthOutputReference(this, "basic_auth");
  public get basicAuth() {
    return this._basicAuth;
  }
  public putBasicAuth(value: AlertIntegrationConfigWebhookBasicAuth) {
    this._basicAuth.internalValue = value;
  }
  public resetBasicAuth() {
    this._basicAuth.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get basicAuthInput() {
    return this._basicAuth.internalValue;
  }

  // headers - computed: true, optional: true, required: false
  private _headers?: { [key: string]: string }; 
  public get headers() {
    return this.getStringMapAttribute('headers');
  }
  public set headers(value: { [key: string]: string }) {
    this._headers = value;
  }
  public resetHeaders() {
    this._headers = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get headersInput() {
    return this._headers;
  }

  // exclude - computed: true, optional: true, required: false
  private _exclude = new AlertIntegrationConfigWebhookExcludeOutputReference(this, "exclude");
  public get exclude() {
    return this._exclude;
  }
  public putExclude(value: AlertIntegrationConfigWebhookExclude) {
    this._exclude.internalValue = value;
  }
  public resetExclude() {
    this._exclude.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get excludeInput() {
    return this._exclude.internalValue;
  }
}
export interface AlertIntegrationConfigChat1CustomPayloads {
  /**
  * The message body to send instead of the default one (JSON).
  */
  readonly payload: string;
}

export function alertIntegrationConfigChat1CustomPayloadsToTerraform(struct?: AlertIntegrationConfigChat1CustomPayloads | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    payload: cdktn.stringToTerraform(struct!.payload),
  }
}


export function alertIntegrationConfigChat1CustomPayloadsToHclTerraform(struct?: AlertIntegrationConfigChat1CustomPayloads | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    payload: {
      value: cdktn.stringToHclTerraform(struct!.payload),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigChat1CustomPayloadsOutputReference extends cdktn.ComplexObject {
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

  public get internalValue(): AlertIntegrationConfigChat1CustomPayloads | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._payload !== undefined) {
      hasAnyValues = true;
      internalValueResult.payload = this._payload;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigChat1CustomPayloads | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._payload = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._payload = value.payload;
    }
  }

  // payload - computed: true, optional: false, required: true
  private _payload?: string; 
  public get payload() {
    return this.getStringAttribute('payload');
  }
  public set payload(value: string) {
    this._payload = value;
  }
  // Temporarily expose input value. Use with caution.
  public get payloadInput() {
    return this._payload;
  }
}

export class AlertIntegrationConfigChat1CustomPayloadsMap extends cdktn.ComplexMap {
  public internalValue? : { [key: string]: AlertIntegrationConfigChat1CustomPayloads } | cdktn.IResolvable

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
  public get(key: string): AlertIntegrationConfigChat1CustomPayloadsOutputReference {
    return new AlertIntegrationConfigChat1CustomPayloadsOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface AlertIntegrationConfigChat1 {
  /**
  * The chat bot's token (write-only: the API never returns it).
  */
  readonly botToken?: string;
  /**
  * The channel alerts go to when no mapping names one.
  */
  readonly channel?: string;
  /**
  * The channel for each cluster's alerts, by cluster id.
  */
  readonly clusterChannelMappings?: { [key: string]: string };
  /**
  * The channel for each App Service's alerts, by App Service id.
  */
  readonly appServiceChannelMappings?: { [key: string]: string };
  /**
  * The webhook channel for each cluster's alerts, by cluster id.
  */
  readonly clusterWebhookChannelMappings?: { [key: string]: string };
  /**
  * The webhook channel for each App Service's alerts, by App Service id.
  */
  readonly appServiceWebhookChannelMappings?: { [key: string]: string };
  /**
  * The incoming-webhook URL of each channel, by channel (write-only).
  */
  readonly channelWebhookUrlMappings?: { [key: string]: string };
  /**
  * Custom message bodies, by alert type.
  */
  readonly customPayloads?: { [key: string]: AlertIntegrationConfigChat1CustomPayloads } | cdktn.IResolvable;
}

export function alertIntegrationConfigChat1ToTerraform(struct?: AlertIntegrationConfigChat1 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    bot_token: cdktn.stringToTerraform(struct!.botToken),
    channel: cdktn.stringToTerraform(struct!.channel),
    cluster_channel_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.clusterChannelMappings),
    app_service_channel_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.appServiceChannelMappings),
    cluster_webhook_channel_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.clusterWebhookChannelMappings),
    app_service_webhook_channel_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.appServiceWebhookChannelMappings),
    channel_webhook_url_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.channelWebhookUrlMappings),
    custom_payloads: cdktn.hashMapper(alertIntegrationConfigChat1CustomPayloadsToTerraform)(struct!.customPayloads),
  }
}


export function alertIntegrationConfigChat1ToHclTerraform(struct?: AlertIntegrationConfigChat1 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    bot_token: {
      value: cdktn.stringToHclTerraform(struct!.botToken),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    channel: {
      value: cdktn.stringToHclTerraform(struct!.channel),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    cluster_channel_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.clusterChannelMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    app_service_channel_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.appServiceChannelMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    cluster_webhook_channel_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.clusterWebhookChannelMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    app_service_webhook_channel_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.appServiceWebhookChannelMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    channel_webhook_url_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.channelWebhookUrlMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    custom_payloads: {
      value: cdktn.hashMapperHcl(alertIntegrationConfigChat1CustomPayloadsToHclTerraform)(struct!.customPayloads),
      isBlock: true,
      type: "map",
      storageClassType: "AlertIntegrationConfigChat1CustomPayloadsMap",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigChat1OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigChat1 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._botToken !== undefined) {
      hasAnyValues = true;
      internalValueResult.botToken = this._botToken;
    }
    if (this._channel !== undefined) {
      hasAnyValues = true;
      internalValueResult.channel = this._channel;
    }
    if (this._clusterChannelMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.clusterChannelMappings = this._clusterChannelMappings;
    }
    if (this._appServiceChannelMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.appServiceChannelMappings = this._appServiceChannelMappings;
    }
    if (this._clusterWebhookChannelMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.clusterWebhookChannelMappings = this._clusterWebhookChannelMappings;
    }
    if (this._appServiceWebhookChannelMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.appServiceWebhookChannelMappings = this._appServiceWebhookChannelMappings;
    }
    if (this._channelWebhookUrlMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.channelWebhookUrlMappings = this._channelWebhookUrlMappings;
    }
    if (this._customPayloads?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.customPayloads = this._customPayloads?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigChat1 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._botToken = undefined;
      this._channel = undefined;
      this._clusterChannelMappings = undefined;
      this._appServiceChannelMappings = undefined;
      this._clusterWebhookChannelMappings = undefined;
      this._appServiceWebhookChannelMappings = undefined;
      this._channelWebhookUrlMappings = undefined;
      this._customPayloads.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._botToken = value.botToken;
      this._channel = value.channel;
      this._clusterChannelMappings = value.clusterChannelMappings;
      this._appServiceChannelMappings = value.appServiceChannelMappings;
      this._clusterWebhookChannelMappings = value.clusterWebhookChannelMappings;
      this._appServiceWebhookChannelMappings = value.appServiceWebhookChannelMappings;
      this._channelWebhookUrlMappings = value.channelWebhookUrlMappings;
      this._customPayloads.internalValue = value.customPayloads;
    }
  }

  // bot_token - computed: true, optional: true, required: false
  private _botToken?: string; 
  public get botToken() {
    return this.getStringAttribute('bot_token');
  }
  public set botToken(value: string) {
    this._botToken = value;
  }
  public resetBotToken() {
    this._botToken = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get botTokenInput() {
    return this._botToken;
  }

  // channel - computed: true, optional: true, required: false
  private _channel?: string; 
  public get channel() {
    return this.getStringAttribute('channel');
  }
  public set channel(value: string) {
    this._channel = value;
  }
  public resetChannel() {
    this._channel = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get channelInput() {
    return this._channel;
  }

  // cluster_channel_mappings - computed: true, optional: true, required: false
  private _clusterChannelMappings?: { [key: string]: string }; 
  public get clusterChannelMappings() {
    return this.getStringMapAttribute('cluster_channel_mappings');
  }
  public set clusterChannelMappings(value: { [key: string]: string }) {
    this._clusterChannelMappings = value;
  }
  public resetClusterChannelMappings() {
    this._clusterChannelMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get clusterChannelMappingsInput() {
    return this._clusterChannelMappings;
  }

  // app_service_channel_mappings - computed: true, optional: true, required: false
  private _appServiceChannelMappings?: { [key: string]: string }; 
  public get appServiceChannelMappings() {
    return this.getStringMapAttribute('app_service_channel_mappings');
  }
  public set appServiceChannelMappings(value: { [key: string]: string }) {
    this._appServiceChannelMappings = value;
  }
  public resetAppServiceChannelMappings() {
    this._appServiceChannelMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get appServiceChannelMappingsInput() {
    return this._appServiceChannelMappings;
  }

  // cluster_webhook_channel_mappings - computed: true, optional: true, required: false
  private _clusterWebhookChannelMappings?: { [key: string]: string }; 
  public get clusterWebhookChannelMappings() {
    return this.getStringMapAttribute('cluster_webhook_channel_mappings');
  }
  public set clusterWebhookChannelMappings(value: { [key: string]: string }) {
    this._clusterWebhookChannelMappings = value;
  }
  public resetClusterWebhookChannelMappings() {
    this._clusterWebhookChannelMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get clusterWebhookChannelMappingsInput() {
    return this._clusterWebhookChannelMappings;
  }

  // app_service_webhook_channel_mappings - computed: true, optional: true, required: false
  private _appServiceWebhookChannelMappings?: { [key: string]: string }; 
  public get appServiceWebhookChannelMappings() {
    return this.getStringMapAttribute('app_service_webhook_channel_mappings');
  }
  public set appServiceWebhookChannelMappings(value: { [key: string]: string }) {
    this._appServiceWebhookChannelMappings = value;
  }
  public resetAppServiceWebhookChannelMappings() {
    this._appServiceWebhookChannelMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get appServiceWebhookChannelMappingsInput() {
    return this._appServiceWebhookChannelMappings;
  }

  // channel_webhook_url_mappings - computed: true, optional: true, required: false
  private _channelWebhookUrlMappings?: { [key: string]: string }; 
  public get channelWebhookUrlMappings() {
    return this.getStringMapAttribute('channel_webhook_url_mappings');
  }
  public set channelWebhookUrlMappings(value: { [key: string]: string }) {
    this._channelWebhookUrlMappings = value;
  }
  public resetChannelWebhookUrlMappings() {
    this._channelWebhookUrlMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get channelWebhookUrlMappingsInput() {
    return this._channelWebhookUrlMappings;
  }

  // custom_payloads - computed: true, optional: true, required: false
  private _customPayloads = new AlertIntegrationConfigChat1CustomPayloadsMap(this, "custom_payloads");
  public get customPayloads() {
    return this._customPayloads;
  }
  public putCustomPayloads(value: { [key: string]: AlertIntegrationConfigChat1CustomPayloads } | cdktn.IResolvable) {
    this._customPayloads.internalValue = value;
  }
  public resetCustomPayloads() {
    this._customPayloads.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get customPayloadsInput() {
    return this._customPayloads.internalValue;
  }
}
export interface AlertIntegrationConfigChat2CustomPayloads {
  /**
  * The message body to send instead of the default one (JSON).
  */
  readonly payload: string;
}

export function alertIntegrationConfigChat2CustomPayloadsToTerraform(struct?: AlertIntegrationConfigChat2CustomPayloads | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    payload: cdktn.stringToTerraform(struct!.payload),
  }
}


export function alertIntegrationConfigChat2CustomPayloadsToHclTerraform(struct?: AlertIntegrationConfigChat2CustomPayloads | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    payload: {
      value: cdktn.stringToHclTerraform(struct!.payload),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigChat2CustomPayloadsOutputReference extends cdktn.ComplexObject {
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

  public get internalValue(): AlertIntegrationConfigChat2CustomPayloads | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._payload !== undefined) {
      hasAnyValues = true;
      internalValueResult.payload = this._payload;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigChat2CustomPayloads | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._payload = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._payload = value.payload;
    }
  }

  // payload - computed: true, optional: false, required: true
  private _payload?: string; 
  public get payload() {
    return this.getStringAttribute('payload');
  }
  public set payload(value: string) {
    this._payload = value;
  }
  // Temporarily expose input value. Use with caution.
  public get payloadInput() {
    return this._payload;
  }
}

export class AlertIntegrationConfigChat2CustomPayloadsMap extends cdktn.ComplexMap {
  public internalValue? : { [key: string]: AlertIntegrationConfigChat2CustomPayloads } | cdktn.IResolvable

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
  public get(key: string): AlertIntegrationConfigChat2CustomPayloadsOutputReference {
    return new AlertIntegrationConfigChat2CustomPayloadsOutputReference(this.terraformResource, this.terraformAttribute, key);
  }
}
export interface AlertIntegrationConfigChat2 {
  /**
  * Incoming-webhook URLs, by a name the other mappings use (write-only).
  */
  readonly webhookUrlMappings?: { [key: string]: string };
  /**
  * The webhook (by its name in `webhookUrlMappings`) for each cluster's alerts, by cluster id.
  */
  readonly clusterWebhookMappings?: { [key: string]: string };
  /**
  * The webhook (by its name in `webhookUrlMappings`) for each App Service's alerts, by App Service id.
  */
  readonly appServiceWebhookMappings?: { [key: string]: string };
  /**
  * Custom message bodies, by alert type.
  */
  readonly customPayloads?: { [key: string]: AlertIntegrationConfigChat2CustomPayloads } | cdktn.IResolvable;
}

export function alertIntegrationConfigChat2ToTerraform(struct?: AlertIntegrationConfigChat2 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    webhook_url_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.webhookUrlMappings),
    cluster_webhook_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.clusterWebhookMappings),
    app_service_webhook_mappings: cdktn.hashMapper(cdktn.stringToTerraform)(struct!.appServiceWebhookMappings),
    custom_payloads: cdktn.hashMapper(alertIntegrationConfigChat2CustomPayloadsToTerraform)(struct!.customPayloads),
  }
}


export function alertIntegrationConfigChat2ToHclTerraform(struct?: AlertIntegrationConfigChat2 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    webhook_url_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.webhookUrlMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    cluster_webhook_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.clusterWebhookMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    app_service_webhook_mappings: {
      value: cdktn.hashMapperHcl(cdktn.stringToHclTerraform)(struct!.appServiceWebhookMappings),
      isBlock: false,
      type: "map",
      storageClassType: "stringMap",
    },
    custom_payloads: {
      value: cdktn.hashMapperHcl(alertIntegrationConfigChat2CustomPayloadsToHclTerraform)(struct!.customPayloads),
      isBlock: true,
      type: "map",
      storageClassType: "AlertIntegrationConfigChat2CustomPayloadsMap",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigChat2OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigChat2 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._webhookUrlMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.webhookUrlMappings = this._webhookUrlMappings;
    }
    if (this._clusterWebhookMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.clusterWebhookMappings = this._clusterWebhookMappings;
    }
    if (this._appServiceWebhookMappings !== undefined) {
      hasAnyValues = true;
      internalValueResult.appServiceWebhookMappings = this._appServiceWebhookMappings;
    }
    if (this._customPayloads?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.customPayloads = this._customPayloads?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigChat2 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._webhookUrlMappings = undefined;
      this._clusterWebhookMappings = undefined;
      this._appServiceWebhookMappings = undefined;
      this._customPayloads.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._webhookUrlMappings = value.webhookUrlMappings;
      this._clusterWebhookMappings = value.clusterWebhookMappings;
      this._appServiceWebhookMappings = value.appServiceWebhookMappings;
      this._customPayloads.internalValue = value.customPayloads;
    }
  }

  // webhook_url_mappings - computed: true, optional: true, required: false
  private _webhookUrlMappings?: { [key: string]: string }; 
  public get webhookUrlMappings() {
    return this.getStringMapAttribute('webhook_url_mappings');
  }
  public set webhookUrlMappings(value: { [key: string]: string }) {
    this._webhookUrlMappings = value;
  }
  public resetWebhookUrlMappings() {
    this._webhookUrlMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get webhookUrlMappingsInput() {
    return this._webhookUrlMappings;
  }

  // cluster_webhook_mappings - computed: true, optional: true, required: false
  private _clusterWebhookMappings?: { [key: string]: string }; 
  public get clusterWebhookMappings() {
    return this.getStringMapAttribute('cluster_webhook_mappings');
  }
  public set clusterWebhookMappings(value: { [key: string]: string }) {
    this._clusterWebhookMappings = value;
  }
  public resetClusterWebhookMappings() {
    this._clusterWebhookMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get clusterWebhookMappingsInput() {
    return this._clusterWebhookMappings;
  }

  // app_service_webhook_mappings - computed: true, optional: true, required: false
  private _appServiceWebhookMappings?: { [key: string]: string }; 
  public get appServiceWebhookMappings() {
    return this.getStringMapAttribute('app_service_webhook_mappings');
  }
  public set appServiceWebhookMappings(value: { [key: string]: string }) {
    this._appServiceWebhookMappings = value;
  }
  public resetAppServiceWebhookMappings() {
    this._appServiceWebhookMappings = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get appServiceWebhookMappingsInput() {
    return this._appServiceWebhookMappings;
  }

  // custom_payloads - computed: true, optional: true, required: false
  private _customPayloads = new AlertIntegrationConfigChat2CustomPayloadsMap(this, "custom_payloads");
  public get customPayloads() {
    return this._customPayloads;
  }
  public putCustomPayloads(value: { [key: string]: AlertIntegrationConfigChat2CustomPayloads } | cdktn.IResolvable) {
    this._customPayloads.internalValue = value;
  }
  public resetCustomPayloads() {
    this._customPayloads.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get customPayloadsInput() {
    return this._customPayloads.internalValue;
  }
}
export interface AlertIntegrationConfigA {
  /**
  * The settings of a `webhook` integration.
  */
  readonly webhook?: AlertIntegrationConfigWebhook;
  /**
  * The settings of a `chat_1` integration.
  */
  readonly chat1?: AlertIntegrationConfigChat1;
  /**
  * The settings of a `chat_2` integration.
  */
  readonly chat2?: AlertIntegrationConfigChat2;
}

export function alertIntegrationConfigAToTerraform(struct?: AlertIntegrationConfigA | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    webhook: alertIntegrationConfigWebhookToTerraform(struct!.webhook),
    chat_1: alertIntegrationConfigChat1ToTerraform(struct!.chat1),
    chat_2: alertIntegrationConfigChat2ToTerraform(struct!.chat2),
  }
}


export function alertIntegrationConfigAToHclTerraform(struct?: AlertIntegrationConfigA | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    webhook: {
      value: alertIntegrationConfigWebhookToHclTerraform(struct!.webhook),
      isBlock: true,
      type: "struct",
      storageClassType: "AlertIntegrationConfigWebhook",
    },
    chat_1: {
      value: alertIntegrationConfigChat1ToHclTerraform(struct!.chat1),
      isBlock: true,
      type: "struct",
      storageClassType: "AlertIntegrationConfigChat1",
    },
    chat_2: {
      value: alertIntegrationConfigChat2ToHclTerraform(struct!.chat2),
      isBlock: true,
      type: "struct",
      storageClassType: "AlertIntegrationConfigChat2",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class AlertIntegrationConfigAOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationConfigA | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._webhook?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.webhook = this._webhook?.internalValue;
    }
    if (this._chat1?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.chat1 = this._chat1?.internalValue;
    }
    if (this._chat2?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.chat2 = this._chat2?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationConfigA | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._webhook.internalValue = undefined;
      this._chat1.internalValue = undefined;
      this._chat2.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._webhook.internalValue = value.webhook;
      this._chat1.internalValue = value.chat1;
      this._chat2.internalValue = value.chat2;
    }
  }

  // webhook - computed: true, optional: true, required: false
  private _webhook = new AlertIntegrationConfigWebhookOutputReference(this, "webhook");
  public get webhook() {
    return this._webhook;
  }
  public putWebhook(value: AlertIntegrationConfigWebhook) {
    this._webhook.internalValue = value;
  }
  public resetWebhook() {
    this._webhook.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get webhookInput() {
    return this._webhook.internalValue;
  }

  // chat_1 - computed: true, optional: true, required: false
  private _chat1 = new AlertIntegrationConfigChat1OutputReference(this, "chat_1");
  public get chat1() {
    return this._chat1;
  }
  public putChat1(value: AlertIntegrationConfigChat1) {
    this._chat1.internalValue = value;
  }
  public resetChat1() {
    this._chat1.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get chat1Input() {
    return this._chat1.internalValue;
  }

  // chat_2 - computed: true, optional: true, required: false
  private _chat2 = new AlertIntegrationConfigChat2OutputReference(this, "chat_2");
  public get chat2() {
    return this._chat2;
  }
  public putChat2(value: AlertIntegrationConfigChat2) {
    this._chat2.internalValue = value;
  }
  public resetChat2() {
    this._chat2.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get chat2Input() {
    return this._chat2.internalValue;
  }
}
export interface AlertIntegrationAudit {
}

export function alertIntegrationAuditToTerraform(struct?: AlertIntegrationAudit): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
  }
}


export function alertIntegrationAuditToHclTerraform(struct?: AlertIntegrationAudit): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
  };
  return attrs;
}

export class AlertIntegrationAuditOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): AlertIntegrationAudit | undefined {
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: AlertIntegrationAudit | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
    }
  }

  // created_by - computed: true, optional: false, required: false
  public get createdBy() {
    return this.getStringAttribute('created_by');
  }

  // created_at - computed: true, optional: false, required: false
  public get createdAt() {
    return this.getStringAttribute('created_at');
  }

  // modified_by - computed: true, optional: false, required: false
  public get modifiedBy() {
    return this.getStringAttribute('modified_by');
  }

  // modified_at - computed: true, optional: false, required: false
  public get modifiedAt() {
    return this.getStringAttribute('modified_at');
  }

  // version - computed: true, optional: false, required: false
  public get version() {
    return this.getNumberAttribute('version');
  }
}

/**
* Represents a `dbplane_alert_integration`
*/
export class AlertIntegration extends cdktn.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_alert_integration";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a AlertIntegration resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the AlertIntegration to import
  * @param importFromId The id of the existing AlertIntegration that should be imported. The resource's description names the form of the id
  * @param provider? Optional instance of the provider where the AlertIntegration to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_alert_integration", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new `dbplane_alert_integration` Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options AlertIntegrationConfig
  */
  public constructor(scope: Construct, id: string, config: AlertIntegrationConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_alert_integration',
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
    this._kind = config.kind;
    this._name = config.name;
    this._config.internalValue = config.config;
    this._adopt = config.adopt;
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

  // kind - computed: false, optional: false, required: true
  private _kind?: string; 
  public get kind() {
    return this.getStringAttribute('kind');
  }
  public set kind(value: string) {
    this._kind = value;
  }
  // Temporarily expose input value. Use with caution.
  public get kindInput() {
    return this._kind;
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

  // config - computed: false, optional: false, required: true
  private _config = new AlertIntegrationConfigAOutputReference(this, "config");
  public get config() {
    return this._config;
  }
  public putConfig(value: AlertIntegrationConfigA) {
    this._config.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get configInput() {
    return this._config.internalValue;
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

  // enabled - computed: true, optional: false, required: false
  public get enabled() {
    return this.getBooleanAttribute('enabled');
  }

  // config_key - computed: true, optional: false, required: false
  public get configKey() {
    return this.getStringAttribute('config_key');
  }

  // status - computed: true, optional: false, required: false
  public get status() {
    return this.getStringAttribute('status');
  }

  // audit - computed: true, optional: false, required: false
  private _audit = new AlertIntegrationAuditOutputReference(this, "audit");
  public get audit() {
    return this._audit;
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
      organization_id: cdktn.stringToTerraform(this._organizationId),
      project_id: cdktn.stringToTerraform(this._projectId),
      kind: cdktn.stringToTerraform(this._kind),
      name: cdktn.stringToTerraform(this._name),
      config: alertIntegrationConfigAToTerraform(this._config.internalValue),
      adopt: cdktn.booleanToTerraform(this._adopt),
    };
  }

  protected synthesizeHclAttributes(): { [name: string]: any } {
    const attrs = {
      organization_id: {
        value: cdktn.stringToHclTerraform(this._organizationId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      project_id: {
        value: cdktn.stringToHclTerraform(this._projectId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      kind: {
        value: cdktn.stringToHclTerraform(this._kind),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      name: {
        value: cdktn.stringToHclTerraform(this._name),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      config: {
        value: alertIntegrationConfigAToHclTerraform(this._config.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "AlertIntegrationConfigA",
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
