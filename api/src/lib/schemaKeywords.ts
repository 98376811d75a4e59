import type { FastifyServerOptions } from 'fastify';
import { ERROR_MESSAGES_KEYWORD, MAX_BYTES_KEYWORD } from '@portal/shared/schemas/schemaTypes';

/** Ajv's own options, as Fastify takes them (Ajv 8, which the api does not depend on itself). */
type AjvOptions = NonNullable<
  Extract<NonNullable<FastifyServerOptions['ajv']>, { customOptions?: unknown }>['customOptions']
>;

/** The validate function of the maxBytes keyword: Ajv reads the failure from `errors`. */
function withinBytes(limit: number, data: string, parentSchema?: object): boolean {
  withinBytes.errors =
    Buffer.byteLength(data, 'utf8') <= limit ? undefined : [byteError(limit, parentSchema)];
  return withinBytes.errors === undefined;
}
withinBytes.errors = undefined as ReturnType<typeof byteError>[] | undefined;

/** As Ajv's own errors are, with the schema holding the field's messages (validationMessage). */
function byteError(limit: number, parentSchema: object | undefined) {
  return {
    keyword: MAX_BYTES_KEYWORD,
    params: { limit },
    parentSchema,
    message: `must be at most ${limit} bytes`,
  };
}

/**
 * The keywords the route schemas use beyond JSON Schema's (shared/src/schemas/schemaTypes).
 * A text's size in bytes is checked where `textProblem` checks it: after its length in
 * characters and before its least length, so that form and server give the same message.
 */
export const SCHEMA_KEYWORDS: AjvOptions['keywords'] = [
  ERROR_MESSAGES_KEYWORD,
  {
    keyword: MAX_BYTES_KEYWORD,
    type: 'string',
    schemaType: 'number',
    before: 'minLength',
    validate: withinBytes,
  },
];
