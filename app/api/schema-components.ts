/**
 * zod schemas as the components of an OpenAPI 3.1 document: zod's toJSONSchema (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1), each schema named by its `.meta({ id })`, and every
 * reference to a named schema a `$ref` to `#/components/schemas/{id}`. A named schema is
 * converted where a call's description names it, with the schemas it names in turn; the
 * document takes the components its calls reach.
 */
import { z } from "zod";
import type { SchemaObject } from "./openapi-types";

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** What the API answers ("output") or what it accepts ("input", before trims and transforms). */
export type Direction = "input" | "output";

const COMPONENTS = "#/components/schemas/";

export const componentRef = (id: string) => `${COMPONENTS}${id}`;

export function idOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("A schema of the API description has no .meta({ id })");
  return id;
}

/** Every named schema converted so far, by id: what a `$ref` to it stands for. */
const named = new Map<string, SchemaObject>();

/** zod's JSON Schema type allows `true`/`false` as a subschema; this document never has one. */
function schemaObject(json: JsonSchema | boolean): SchemaObject {
  if (typeof json === "boolean") throw new Error("Unexpected boolean subschema");
  const { properties, items, anyOf, $ref, ...keywords } = json;
  // zod states the dialect of each schema; the document states it once.
  delete keywords.$schema;
  delete keywords.$id;
  if (Array.isArray(items)) throw new Error("Unexpected tuple schema");
  return {
    // zod refers to a named schema in its own `$defs`; in the document it is a component.
    ...($ref !== undefined && { $ref: $ref.replace(/^#\/\$defs\//, COMPONENTS) }),
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
 * A schema as JSON Schema in one direction, every named schema it reaches kept as a component.
 * A name that reads differently in another direction or from another schema is refused: a
 * component is one shape.
 */
function convert(schema: z.ZodType, direction: Direction): void {
  const { $defs = {}, ...root } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: direction,
    // zod leaves out of an input description the examples of a schema that transforms, taking
    // them for output values; the examples of the request bodies are written as what is sent.
    override: ({ zodSchema, jsonSchema }) => {
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (direction === "input" && Array.isArray(examples)) jsonSchema.examples = examples;
    },
  });
  for (const [id, json] of Object.entries($defs)) {
    const component = schemaObject(json);
    const known = named.get(id);
    if (known && JSON.stringify(known) !== JSON.stringify(component)) {
      throw new Error(`${id} reads differently in answers and in request bodies`);
    }
    named.set(id, component);
  }
  if (root.$ref !== `#/$defs/${idOf(schema)}`) throw new Error("A named schema was not named");
}

/** A `$ref` to the component of a named schema, as the API answers it or accepts it. */
export function ref(schema: z.ZodType, direction: Direction): SchemaObject {
  const id = idOf(schema);
  convert(schema, direction);
  return { $ref: componentRef(id) };
}

/** The named schemas the `$ref`s made by `ref` point to. */
export function namedSchema(id: string): SchemaObject | undefined {
  return named.get(id);
}

/** An optional field may be null in JSON; a form field is text, so its form drops the null. */
function formField(field: SchemaObject): SchemaObject {
  const { anyOf, ...rest } = field;
  const text = anyOf?.filter((option) => option.type !== "null");
  return text?.length === 1 && anyOf?.length === 2 ? { ...text[0], ...rest } : field;
}

/**
 * A form's schema: the fields of a named input schema, each as text, then the file fields. The
 * form is written out in its request body, not a component.
 */
export function formSchema(
  fields: z.ZodType,
  files: Record<string, SchemaObject>,
  requiredFiles: readonly string[] = [],
): SchemaObject {
  convert(fields, "input");
  const { properties, required = [], ...rest } = named.get(idOf(fields)) ?? {};
  if (!properties) throw new Error("A form schema without fields");
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
