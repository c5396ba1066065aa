/**
 * The parts of OpenAPI 3.1 the API description uses, as its readers (the browser tests among
 * them) see them.
 */
export interface SchemaObject {
  [keyword: string]: unknown;
  $ref?: string;
  type?: string | readonly string[];
  format?: string;
  description?: string;
  pattern?: string;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, SchemaObject>>;
  required?: readonly string[];
  items?: SchemaObject;
  anyOf?: readonly SchemaObject[];
}

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query";
  required: boolean;
  description: string;
  schema: SchemaObject;
  deprecated?: boolean;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  encoding?: Readonly<Record<string, { contentType: string }>>;
  example?: unknown;
}

export interface RequestBodyObject {
  required: true;
  description: string;
  content: Readonly<Record<string, MediaTypeObject>>;
}

export interface ResponseObject {
  description: string;
  headers?: Readonly<Record<string, { description: string; schema: SchemaObject }>>;
  content?: Readonly<Record<string, MediaTypeObject>>;
}

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface OperationObject {
  operationId: string;
  summary: string;
  tags: readonly string[];
  security?: readonly Readonly<Record<string, readonly string[]>>[];
  parameters?: readonly (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject;
  responses: Readonly<Record<string, ResponseObject | ReferenceObject>>;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: readonly { url: string; description: string }[];
  tags: readonly { name: string; description: string }[];
  paths: Readonly<Record<string, PathItemObject>>;
  components: {
    schemas: Readonly<Record<string, SchemaObject>>;
    responses: Readonly<Record<string, ResponseObject>>;
    parameters: Readonly<Record<string, ParameterObject>>;
    securitySchemes: Readonly<
      Record<string, { type: "http"; scheme: "bearer"; description: string }>
    >;
  };
}
