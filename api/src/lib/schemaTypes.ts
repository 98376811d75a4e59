import { Type, type IntegerOptions, type SchemaOptions } from '@sinclair/typebox';

/**
 * Schema keyword holding a field's own messages, used instead of the generic ones
 * (see lib/validationMessage). `required` also covers an empty string.
 */
export const ERROR_MESSAGES_KEYWORD = 'errorMessages';

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

/**
 * The largest whole number a request may carry (ids, versions, pages, offsets): order ids
 * stay below 2^31 (docs/decisions.md) and PostgreSQL's integer ends there, and an unbounded
 * number such as 1e20 would reach SQLite as a float it refuses.
 */
export const MAX_REQUEST_INTEGER = 2 ** 31 - 1;

/** A whole number from `minimum` to MAX_REQUEST_INTEGER: every numeric input is bounded. */
export function BoundedInteger(options: IntegerOptions & { minimum: number }) {
  return Type.Integer({ maximum: MAX_REQUEST_INTEGER, ...options });
}
