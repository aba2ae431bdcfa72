// https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming
// generated from terraform resource schema

import { Construct } from 'constructs';
import * as cdktn from 'cdktn';

// Configuration

export interface LogStreamingConfig extends cdktn.TerraformMetaArguments {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#organization_id LogStreaming#organization_id}
  */
  readonly organizationId: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#project_id LogStreaming#project_id}
  */
  readonly projectId: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#cluster_id LogStreaming#cluster_id}
  */
  readonly clusterId: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#app_service_id LogStreaming#app_service_id}
  */
  readonly appServiceId: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#streaming_enabled LogStreaming#streaming_enabled}
  */
  readonly streamingEnabled: boolean | cdktn.IResolvable;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#disabled_app_endpoints LogStreaming#disabled_app_endpoints}
  */
  readonly disabledAppEndpoints?: string[];
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#output_type LogStreaming#output_type}
  */
  readonly outputType: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#credentials LogStreaming#credentials}
  */
  readonly credentials: LogStreamingCredentials;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#adopt LogStreaming#adopt}
  */
  readonly adopt?: boolean | cdktn.IResolvable;
  /**
  * timeouts block
  *
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#timeouts LogStreaming#timeouts}
  */
  readonly timeouts?: LogStreamingTimeouts;
}
export interface LogStreamingCredentialsCollector1 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector1ToTerraform(struct?: LogStreamingCredentialsCollector1 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector1ToHclTerraform(struct?: LogStreamingCredentialsCollector1 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector1OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector1 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector1 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentialsGenericHttp {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#user LogStreaming#user}
  */
  readonly user?: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#password LogStreaming#password}
  */
  readonly password?: string;
}

export function logStreamingCredentialsGenericHttpToTerraform(struct?: LogStreamingCredentialsGenericHttp | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    user: cdktn.stringToTerraform(struct!.user),
    password: cdktn.stringToTerraform(struct!.password),
  }
}


export function logStreamingCredentialsGenericHttpToHclTerraform(struct?: LogStreamingCredentialsGenericHttp | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
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

export class LogStreamingCredentialsGenericHttpOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsGenericHttp | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
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

  public set internalValue(value: LogStreamingCredentialsGenericHttp | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
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
      this._url = value.url;
      this._user = value.user;
      this._password = value.password;
    }
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

  // user - computed: true, optional: true, required: false
  private _user?: string; 
  public get user() {
    return this.getStringAttribute('user');
  }
  public set user(value: string) {
    this._user = value;
  }
  public resetUser() {
    this._user = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get userInput() {
    return this._user;
  }

  // password - computed: true, optional: true, required: false
  private _password?: string; 
  public get password() {
    return this.getStringAttribute('password');
  }
  public set password(value: string) {
    this._password = value;
  }
  public resetPassword() {
    this._password = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get passwordInput() {
    return this._password;
  }
}
export interface LogStreamingCredentialsCollector2 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector2ToTerraform(struct?: LogStreamingCredentialsCollector2 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector2ToHclTerraform(struct?: LogStreamingCredentialsCollector2 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector2OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector2 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector2 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentialsCollector3 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector3ToTerraform(struct?: LogStreamingCredentialsCollector3 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector3ToHclTerraform(struct?: LogStreamingCredentialsCollector3 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector3OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector3 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector3 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentialsCollector4 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector4ToTerraform(struct?: LogStreamingCredentialsCollector4 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector4ToHclTerraform(struct?: LogStreamingCredentialsCollector4 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector4OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector4 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector4 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentialsCollector5 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector5ToTerraform(struct?: LogStreamingCredentialsCollector5 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector5ToHclTerraform(struct?: LogStreamingCredentialsCollector5 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector5OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector5 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector5 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentialsCollector6 {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#url LogStreaming#url}
  */
  readonly url: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#api_key LogStreaming#api_key}
  */
  readonly apiKey: string;
}

export function logStreamingCredentialsCollector6ToTerraform(struct?: LogStreamingCredentialsCollector6 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    url: cdktn.stringToTerraform(struct!.url),
    api_key: cdktn.stringToTerraform(struct!.apiKey),
  }
}


export function logStreamingCredentialsCollector6ToHclTerraform(struct?: LogStreamingCredentialsCollector6 | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    url: {
      value: cdktn.stringToHclTerraform(struct!.url),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    api_key: {
      value: cdktn.stringToHclTerraform(struct!.apiKey),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsCollector6OutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentialsCollector6 | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._url !== undefined) {
      hasAnyValues = true;
      internalValueResult.url = this._url;
    }
    if (this._apiKey !== undefined) {
      hasAnyValues = true;
      internalValueResult.apiKey = this._apiKey;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentialsCollector6 | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._url = undefined;
      this._apiKey = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._url = value.url;
      this._apiKey = value.apiKey;
    }
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

  // api_key - computed: true, optional: false, required: true
  private _apiKey?: string; 
  public get apiKey() {
    return this.getStringAttribute('api_key');
  }
  public set apiKey(value: string) {
    this._apiKey = value;
  }
  // Temporarily expose input value. Use with caution.
  public get apiKeyInput() {
    return this._apiKey;
  }
}
export interface LogStreamingCredentials {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_1 LogStreaming#collector_1}
  */
  readonly collector1?: LogStreamingCredentialsCollector1;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#generic_http LogStreaming#generic_http}
  */
  readonly genericHttp?: LogStreamingCredentialsGenericHttp;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_2 LogStreaming#collector_2}
  */
  readonly collector2?: LogStreamingCredentialsCollector2;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_3 LogStreaming#collector_3}
  */
  readonly collector3?: LogStreamingCredentialsCollector3;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_4 LogStreaming#collector_4}
  */
  readonly collector4?: LogStreamingCredentialsCollector4;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_5 LogStreaming#collector_5}
  */
  readonly collector5?: LogStreamingCredentialsCollector5;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#collector_6 LogStreaming#collector_6}
  */
  readonly collector6?: LogStreamingCredentialsCollector6;
}

export function logStreamingCredentialsToTerraform(struct?: LogStreamingCredentials | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    collector_1: logStreamingCredentialsCollector1ToTerraform(struct!.collector1),
    generic_http: logStreamingCredentialsGenericHttpToTerraform(struct!.genericHttp),
    collector_2: logStreamingCredentialsCollector2ToTerraform(struct!.collector2),
    collector_3: logStreamingCredentialsCollector3ToTerraform(struct!.collector3),
    collector_4: logStreamingCredentialsCollector4ToTerraform(struct!.collector4),
    collector_5: logStreamingCredentialsCollector5ToTerraform(struct!.collector5),
    collector_6: logStreamingCredentialsCollector6ToTerraform(struct!.collector6),
  }
}


export function logStreamingCredentialsToHclTerraform(struct?: LogStreamingCredentials | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    collector_1: {
      value: logStreamingCredentialsCollector1ToHclTerraform(struct!.collector1),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector1",
    },
    generic_http: {
      value: logStreamingCredentialsGenericHttpToHclTerraform(struct!.genericHttp),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsGenericHttp",
    },
    collector_2: {
      value: logStreamingCredentialsCollector2ToHclTerraform(struct!.collector2),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector2",
    },
    collector_3: {
      value: logStreamingCredentialsCollector3ToHclTerraform(struct!.collector3),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector3",
    },
    collector_4: {
      value: logStreamingCredentialsCollector4ToHclTerraform(struct!.collector4),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector4",
    },
    collector_5: {
      value: logStreamingCredentialsCollector5ToHclTerraform(struct!.collector5),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector5",
    },
    collector_6: {
      value: logStreamingCredentialsCollector6ToHclTerraform(struct!.collector6),
      isBlock: true,
      type: "struct",
      storageClassType: "LogStreamingCredentialsCollector6",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingCredentialsOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingCredentials | cdktn.IResolvable | undefined {
    if (this.resolvableValue) {
      return this.resolvableValue;
    }
    let hasAnyValues = this.isEmptyObject;
    const internalValueResult: any = {};
    if (this._collector1?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector1 = this._collector1?.internalValue;
    }
    if (this._genericHttp?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.genericHttp = this._genericHttp?.internalValue;
    }
    if (this._collector2?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector2 = this._collector2?.internalValue;
    }
    if (this._collector3?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector3 = this._collector3?.internalValue;
    }
    if (this._collector4?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector4 = this._collector4?.internalValue;
    }
    if (this._collector5?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector5 = this._collector5?.internalValue;
    }
    if (this._collector6?.internalValue !== undefined) {
      hasAnyValues = true;
      internalValueResult.collector6 = this._collector6?.internalValue;
    }
    return hasAnyValues ? internalValueResult : undefined;
  }

  public set internalValue(value: LogStreamingCredentials | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._collector1.internalValue = undefined;
      this._genericHttp.internalValue = undefined;
      this._collector2.internalValue = undefined;
      this._collector3.internalValue = undefined;
      this._collector4.internalValue = undefined;
      this._collector5.internalValue = undefined;
      this._collector6.internalValue = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
      this.isEmptyObject = false;
      this.resolvableValue = value;
    }
    else {
      this.isEmptyObject = Object.keys(value).length === 0;
      this.resolvableValue = undefined;
      this._collector1.internalValue = value.collector1;
      this._genericHttp.internalValue = value.genericHttp;
      this._collector2.internalValue = value.collector2;
      this._collector3.internalValue = value.collector3;
      this._collector4.internalValue = value.collector4;
      this._collector5.internalValue = value.collector5;
      this._collector6.internalValue = value.collector6;
    }
  }

  // collector_1 - computed: true, optional: true, required: false
  private _collector1 = new LogStreamingCredentialsCollector1OutputReference(this, "collector_1");
  public get collector1() {
    return this._collector1;
  }
  public putCollector1(value: LogStreamingCredentialsCollector1) {
    this._collector1.internalValue = value;
  }
  public resetCollector1() {
    this._collector1.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector1Input() {
    return this._collector1.internalValue;
  }

  // generic_http - computed: true, optional: true, required: false
  private _genericHttp = new LogStreamingCredentialsGenericHttpOutputReference(this, "generic_http");
  public get genericHttp() {
    return this._genericHttp;
  }
  public putGenericHttp(value: LogStreamingCredentialsGenericHttp) {
    this._genericHttp.internalValue = value;
  }
  public resetGenericHttp() {
    this._genericHttp.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get genericHttpInput() {
    return this._genericHttp.internalValue;
  }

  // collector_2 - computed: true, optional: true, required: false
  private _collector2 = new LogStreamingCredentialsCollector2OutputReference(this, "collector_2");
  public get collector2() {
    return this._collector2;
  }
  public putCollector2(value: LogStreamingCredentialsCollector2) {
    this._collector2.internalValue = value;
  }
  public resetCollector2() {
    this._collector2.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector2Input() {
    return this._collector2.internalValue;
  }

  // collector_3 - computed: true, optional: true, required: false
  private _collector3 = new LogStreamingCredentialsCollector3OutputReference(this, "collector_3");
  public get collector3() {
    return this._collector3;
  }
  public putCollector3(value: LogStreamingCredentialsCollector3) {
    this._collector3.internalValue = value;
  }
  public resetCollector3() {
    this._collector3.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector3Input() {
    return this._collector3.internalValue;
  }

  // collector_4 - computed: true, optional: true, required: false
  private _collector4 = new LogStreamingCredentialsCollector4OutputReference(this, "collector_4");
  public get collector4() {
    return this._collector4;
  }
  public putCollector4(value: LogStreamingCredentialsCollector4) {
    this._collector4.internalValue = value;
  }
  public resetCollector4() {
    this._collector4.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector4Input() {
    return this._collector4.internalValue;
  }

  // collector_5 - computed: true, optional: true, required: false
  private _collector5 = new LogStreamingCredentialsCollector5OutputReference(this, "collector_5");
  public get collector5() {
    return this._collector5;
  }
  public putCollector5(value: LogStreamingCredentialsCollector5) {
    this._collector5.internalValue = value;
  }
  public resetCollector5() {
    this._collector5.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector5Input() {
    return this._collector5.internalValue;
  }

  // collector_6 - computed: true, optional: true, required: false
  private _collector6 = new LogStreamingCredentialsCollector6OutputReference(this, "collector_6");
  public get collector6() {
    return this._collector6;
  }
  public putCollector6(value: LogStreamingCredentialsCollector6) {
    this._collector6.internalValue = value;
  }
  public resetCollector6() {
    this._collector6.internalValue = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get collector6Input() {
    return this._collector6.internalValue;
  }
}
export interface LogStreamingTimeouts {
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#create LogStreaming#create}
  */
  readonly create?: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#update LogStreaming#update}
  */
  readonly update?: string;
  /**
  * Docs at Terraform Registry: {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#delete LogStreaming#delete}
  */
  readonly delete?: string;
}

export function logStreamingTimeoutsToTerraform(struct?: LogStreamingTimeouts | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  return {
    create: cdktn.stringToTerraform(struct!.create),
    update: cdktn.stringToTerraform(struct!.update),
    delete: cdktn.stringToTerraform(struct!.delete),
  }
}


export function logStreamingTimeoutsToHclTerraform(struct?: LogStreamingTimeouts | cdktn.IResolvable): any {
  if (!cdktn.canInspect(struct) || cdktn.Tokenization.isResolvable(struct)) { return struct; }
  if (cdktn.isComplexElement(struct)) {
    throw new Error("A complex element was used as configuration, this is not supported: https://cdktn.io/docs/concepts/resources#references");
  }
  const attrs = {
    create: {
      value: cdktn.stringToHclTerraform(struct!.create),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    update: {
      value: cdktn.stringToHclTerraform(struct!.update),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
    delete: {
      value: cdktn.stringToHclTerraform(struct!.delete),
      isBlock: false,
      type: "simple",
      storageClassType: "string",
    },
  };

  // remove undefined attributes
  return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined));
}

export class LogStreamingTimeoutsOutputReference extends cdktn.ComplexObject {
  private isEmptyObject = false;
  private resolvableValue?: cdktn.IResolvable;

  /**
  * @param terraformResource The parent resource
  * @param terraformAttribute The attribute on the parent resource this class is referencing
  */
  public constructor(terraformResource: cdktn.IInterpolatingParent, terraformAttribute: string) {
    super(terraformResource, terraformAttribute, false);
  }

  public get internalValue(): LogStreamingTimeouts | cdktn.IResolvable | undefined {
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

  public set internalValue(value: LogStreamingTimeouts | cdktn.IResolvable | undefined) {
    if (value === undefined) {
      this.isEmptyObject = false;
      this.resolvableValue = undefined;
      this._create = undefined;
      this._update = undefined;
      this._delete = undefined;
    }
    else if (cdktn.Tokenization.isResolvable(value)) {
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
* Represents a {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming dbplane_log_streaming}
*/
export class LogStreaming extends cdktn.TerraformResource {

  // =================
  // STATIC PROPERTIES
  // =================
  public static readonly tfResourceType = "dbplane_log_streaming";

  // ==============
  // STATIC Methods
  // ==============
  /**
  * Generates CDKTN code for importing a LogStreaming resource upon running "cdktn plan <stack-name>"
  * @param scope The scope in which to define this construct
  * @param importToId The construct id used in the generated config for the LogStreaming to import
  * @param importFromId The id of the existing LogStreaming that should be imported. Refer to the {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming#import import section} in the documentation of this resource for the id to use
  * @param provider? Optional instance of the provider where the LogStreaming to import is found
  */
  public static generateConfigForImport(scope: Construct, importToId: string, importFromId: string, provider?: cdktn.TerraformProvider) {
        return new cdktn.ImportableResource(scope, importToId, { terraformResourceType: "dbplane_log_streaming", importId: importFromId, provider });
      }

  // ===========
  // INITIALIZER
  // ===========

  /**
  * Create a new {@link https://registry.terraform.io/providers/dbplane/dbplane/latest/docs/resources/log_streaming dbplane_log_streaming} Resource
  *
  * @param scope The scope in which to define this construct
  * @param id The scoped construct ID. Must be unique amongst siblings in the same scope
  * @param options LogStreamingConfig
  */
  public constructor(scope: Construct, id: string, config: LogStreamingConfig) {
    super(scope, id, {
      terraformResourceType: 'dbplane_log_streaming',
      terraformGeneratorMetadata: {
        providerName: 'dbplane'
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
    this._streamingEnabled = config.streamingEnabled;
    this._disabledAppEndpoints = config.disabledAppEndpoints;
    this._outputType = config.outputType;
    this._credentials.internalValue = config.credentials;
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

  // streaming_enabled - computed: false, optional: false, required: true
  private _streamingEnabled?: boolean | cdktn.IResolvable; 
  public get streamingEnabled() {
    return this.getBooleanAttribute('streaming_enabled');
  }
  public set streamingEnabled(value: boolean | cdktn.IResolvable) {
    this._streamingEnabled = value;
  }
  // Temporarily expose input value. Use with caution.
  public get streamingEnabledInput() {
    return this._streamingEnabled;
  }

  // disabled_app_endpoints - computed: true, optional: true, required: false
  private _disabledAppEndpoints?: string[]; 
  public get disabledAppEndpoints() {
    return cdktn.Fn.tolist(this.getListAttribute('disabled_app_endpoints'));
  }
  public set disabledAppEndpoints(value: string[]) {
    this._disabledAppEndpoints = value;
  }
  public resetDisabledAppEndpoints() {
    this._disabledAppEndpoints = undefined;
  }
  // Temporarily expose input value. Use with caution.
  public get disabledAppEndpointsInput() {
    return this._disabledAppEndpoints;
  }

  // output_type - computed: false, optional: false, required: true
  private _outputType?: string; 
  public get outputType() {
    return this.getStringAttribute('output_type');
  }
  public set outputType(value: string) {
    this._outputType = value;
  }
  // Temporarily expose input value. Use with caution.
  public get outputTypeInput() {
    return this._outputType;
  }

  // credentials - computed: false, optional: false, required: true
  private _credentials = new LogStreamingCredentialsOutputReference(this, "credentials");
  public get credentials() {
    return this._credentials;
  }
  public putCredentials(value: LogStreamingCredentials) {
    this._credentials.internalValue = value;
  }
  // Temporarily expose input value. Use with caution.
  public get credentialsInput() {
    return this._credentials.internalValue;
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

  // log_streaming_state - computed: true, optional: false, required: false
  public get logStreamingState() {
    return this.getStringAttribute('log_streaming_state');
  }

  // id - computed: true, optional: false, required: false
  public get id() {
    return this.getStringAttribute('id');
  }

  // timeouts - computed: false, optional: true, required: false
  private _timeouts = new LogStreamingTimeoutsOutputReference(this, "timeouts");
  public get timeouts() {
    return this._timeouts;
  }
  public putTimeouts(value: LogStreamingTimeouts) {
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
      organization_id: cdktn.stringToTerraform(this._organizationId),
      project_id: cdktn.stringToTerraform(this._projectId),
      cluster_id: cdktn.stringToTerraform(this._clusterId),
      app_service_id: cdktn.stringToTerraform(this._appServiceId),
      streaming_enabled: cdktn.booleanToTerraform(this._streamingEnabled),
      disabled_app_endpoints: cdktn.listMapper(cdktn.stringToTerraform, false)(this._disabledAppEndpoints),
      output_type: cdktn.stringToTerraform(this._outputType),
      credentials: logStreamingCredentialsToTerraform(this._credentials.internalValue),
      adopt: cdktn.booleanToTerraform(this._adopt),
      timeouts: logStreamingTimeoutsToTerraform(this._timeouts.internalValue),
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
      cluster_id: {
        value: cdktn.stringToHclTerraform(this._clusterId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      app_service_id: {
        value: cdktn.stringToHclTerraform(this._appServiceId),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      streaming_enabled: {
        value: cdktn.booleanToHclTerraform(this._streamingEnabled),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      disabled_app_endpoints: {
        value: cdktn.listMapperHcl(cdktn.stringToHclTerraform, false)(this._disabledAppEndpoints),
        isBlock: false,
        type: "set",
        storageClassType: "stringList",
      },
      output_type: {
        value: cdktn.stringToHclTerraform(this._outputType),
        isBlock: false,
        type: "simple",
        storageClassType: "string",
      },
      credentials: {
        value: logStreamingCredentialsToHclTerraform(this._credentials.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "LogStreamingCredentials",
      },
      adopt: {
        value: cdktn.booleanToHclTerraform(this._adopt),
        isBlock: false,
        type: "simple",
        storageClassType: "boolean",
      },
      timeouts: {
        value: logStreamingTimeoutsToHclTerraform(this._timeouts.internalValue),
        isBlock: true,
        type: "struct",
        storageClassType: "LogStreamingTimeouts",
      },
    };

    // remove undefined attributes
    return Object.fromEntries(Object.entries(attrs).filter(([_, value]) => value !== undefined && value.value !== undefined ))
  }
}
