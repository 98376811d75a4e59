import { Type, type SchemaOptions } from '@sinclair/typebox';

/**
 * Schema keyword holding a field's own messages, used instead of the generic ones
 * (see lib/validationMessage). `required` also covers an empty string.
 */
export const ERROR_MESSAGES_KEYWORD = 'errorMessages';

/**
 * The largest id, version or offset a request may name: PostgreSQL's integer (ids and
 * versions are 32-bit there), so a larger number is refused as invalid on both databases
 * rather than failing inside PostgreSQL.
 */
export const MAX_ROW_NUMBER = 2_147_483_647;

export interface FieldMessages {
  required?: string;
  invalid?: string;
}

export function fieldMessages(messages: FieldMessages): {
  [ERROR_MESSAGES_KEYWORD]: FieldMessages;
} {
  return { [ERROR_MESSAGES_KEYWORD]: messages };
}

/** A string that must be one of `values`: a plain JSON-schema enum, so its error names the values. */
export function StringEnum<const T extends readonly string[]>(values: T, options?: SchemaOptions) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}
