/**
 * zod schemas as the components of an OpenAPI 3.1 document: zod's toJSONSchema (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1), each schema named by its `.meta({ id })`, and every
 * reference to a named schema a `$ref` to `#/components/schemas/{id}`.
 */
import { z } from "zod";
import type { SchemaObject } from "./openapi-types";

type JsonSchema = z.core.JSONSchema.JSONSchema;

export const componentRef = (id: string) => `#/components/schemas/${id}`;

export function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("A schema of the API description has no .meta({ id })");
  return id;
}

/** A `$ref` to the component of a named schema. */
export const ref = (schema: z.ZodType): SchemaObject => ({ $ref: componentRef(idOf(schema)) });

/** zod's JSON Schema type allows `true`/`false` as a subschema; this document never has one. */
function schemaObject(json: JsonSchema | boolean): SchemaObject {
  if (typeof json === "boolean") throw new Error("Unexpected boolean subschema");
  const { properties, items, anyOf, ...keywords } = json;
  // zod gives each component its dialect and an address; the document states both already.
  delete keywords.$schema;
  delete keywords.$id;
  if (Array.isArray(items)) throw new Error("Unexpected tuple schema");
  return {
    ...keywords,
    ...(anyOf && { anyOf: anyOf.map(schemaObject) }),
    ...(items !== undefined && { items: schemaObject(items) }),
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name, schemaObject(value)]),
      ),
    }),
  };
}

/**
 * The schemas as JSON Schema, by id, in one direction: "output" for what the API answers,
 * "input" for what it accepts (a schema that trims or derives a slug describes what goes in).
 * Every named schema they reach must be listed, so each becomes a `$ref` to a component.
 */
export function components(schemas: readonly z.ZodType[], io: "input" | "output") {
  const registry = z.registry<{ id: string }>();
  for (const schema of schemas) registry.add(schema, { id: idOf(schema) });
  const converted = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: componentRef,
    // zod leaves out of an input description the examples of a schema that transforms, taking
    // them for output values; the examples of the request bodies are written as what is sent.
    override: ({ zodSchema, jsonSchema }) => {
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (io === "input" && Array.isArray(examples)) jsonSchema.examples = examples;
    },
  });
  const unlisted = converted.schemas.__shared?.$defs;
  if (unlisted) throw new Error(`Named schemas not listed: ${Object.keys(unlisted).join(", ")}`);
  return Object.fromEntries(
    Object.entries(converted.schemas).map(([id, json]) => [id, schemaObject(json)]),
  );
}

/** An optional field may be null in JSON; a form field is text, so its form drops the null. */
function formField(field: SchemaObject): SchemaObject {
  const { anyOf, ...rest } = field;
  const text = anyOf?.filter((option) => option.type !== "null");
  return text?.length === 1 && anyOf?.length === 2 ? { ...text[0], ...rest } : field;
}

/** A form's schema: the fields of a converted schema, each as text, then the file fields. */
export function formSchema(
  fields: SchemaObject | undefined,
  files: Record<string, SchemaObject>,
  requiredFiles: readonly string[],
): SchemaObject {
  if (!fields?.properties) throw new Error("A form schema without fields");
  const { properties, required = [], ...rest } = fields;
  return {
    ...rest,
    properties: {
      ...Object.fromEntries(
        Object.entries(properties).map(([name, field]) => [name, formField(field)]),
      ),
      ...files,
    },
    required: [...required, ...requiredFiles],
  };
}
