import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The response schema of a route's success answer, `{status, message, data}`. Fastify
 * compiles it into a serializer (fast-json-stringify) that writes each field it names
 * directly instead of walking the answer as JSON.stringify does. A name the schema lacks
 * is not written: the shared types are derived from these schemas (`Static`), so no type
 * declares a field its schema would drop, and `api/test/routes/wholeAnswers.test.ts`
 * proves every answer leaves as the handler built it.
 */
export function successEnvelope<T extends TSchema>(data: T) {
  return { 200: Type.Object({ status: Type.Integer(), message: Type.String(), data }) };
}

/** The answer of a call whose success carries no data. */
export const noDataResponse = successEnvelope(Type.Null());

/**
 * A string or null. Written as one type list, not a union: the serializer must test each
 * value against every branch of a union, and a type list it writes directly.
 */
export function NullableString() {
  return Type.Unsafe<string | null>({ type: ['string', 'null'] });
}

/** `schema` or null, for an object that may be absent. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
