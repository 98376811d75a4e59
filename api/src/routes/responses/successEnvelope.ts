import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The response schema of a route's success answer, `{status, message, data}`. Fastify
 * compiles it into a serializer (fast-json-stringify) that writes each field it names
 * directly instead of walking the answer as JSON.stringify does. A name the schema lacks
 * is not written: each data schema lists every field of its shared type (checked with
 * `satisfies`), and the API tests compare whole answers.
 */
export function successEnvelope(data: TSchema): { 200: TSchema } {
  return { 200: Type.Object({ status: Type.Integer(), message: Type.String(), data }) };
}

/**
 * A string or null. Written as one type list, not a union: the serializer must test each
 * value against every branch of a union, and a type list it writes directly.
 */
export function NullableString(): TSchema {
  return Type.Unsafe<string | null>({ type: ['string', 'null'] });
}
