import type { RouteSchemas } from './routeBodyFields';

/** A JSON schema as far as these helpers read it. */
interface Schema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
}

export type InputPart = keyof RouteSchemas;

/** One numeric input of a route: where it is and its schema (an array's items count as the field). */
export interface NumericField {
  part: InputPart;
  name: string;
  inArray: boolean;
  schema: Schema;
}

const isNumeric = (schema: Schema) => schema.type === 'integer' || schema.type === 'number';

/** Every top-level numeric field of a route's body, query and path, found in its schemas. */
export function numericFields(schemas: RouteSchemas): NumericField[] {
  return (Object.keys(schemas) as InputPart[]).flatMap((part) =>
    Object.entries((schemas[part] as Schema | undefined)?.properties ?? {}).flatMap(
      ([name, schema]): NumericField[] => {
        if (isNumeric(schema)) return [{ part, name, inArray: false, schema }];
        if (schema.items && isNumeric(schema.items)) {
          return [{ part, name, inArray: true, schema: schema.items }];
        }
        return [];
      },
    ),
  );
}

/** A field is bounded when it names its values or both its ends. */
export function isBounded(schema: Schema): boolean {
  return (
    schema.enum !== undefined || (schema.minimum !== undefined && schema.maximum !== undefined)
  );
}

/** Numbers just and far outside the field's range; for an unbounded end, far out only. */
export function outOfRange(schema: Schema): number[] {
  const values = [1e20, -1e20, 2 ** 63];
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  return values;
}

/** A value the schema accepts, for the fields around the one under test. */
export function sampleValue(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sampleValue(schema.anyOf[0]);
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sampleValue(field)]),
      );
    default:
      return schema.format === 'email' ? 'someone@example.com' : 'a'.repeat(schema.minLength ?? 1);
  }
}

/** Sample values for every field of one input part. */
export function sampleInput(schema: unknown): Record<string, unknown> {
  return sampleValue({ ...(schema as Schema), type: 'object' }) as Record<string, unknown>;
}
