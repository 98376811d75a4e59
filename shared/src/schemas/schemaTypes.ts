import { Type, type IntegerOptions, type SchemaOptions } from '@sinclair/typebox';

/**
 * Schema keyword holding a field's own messages, used instead of the generic ones
 * (see api/src/lib/validationMessage). Server-only: the front ends never import this folder.
 */
export const ERROR_MESSAGES_KEYWORD = 'errorMessages';

/**
 * Schema keyword holding a text's largest size in UTF-8 bytes (a password's, which bcrypt
 * reads only 72 bytes of). The server's Ajv knows it (api/src/lib/schemaKeywords).
 */
export const MAX_BYTES_KEYWORD = 'maxBytes';

export interface FieldMessages {
  /** A missing field, or an empty string. */
  required?: string;
  /** Any failure without a message of its own below. */
  invalid?: string;
  maxLength?: string;
  maxBytes?: string;
  minLength?: string;
  pattern?: string;
  enum?: string;
  minimum?: string;
  maximum?: string;
  /** A value of spaces only counts as missing (the field is trimmed). */
  blankIsMissing?: boolean;
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

/** The query of a call that reads none: parameters sent anyway are ignored. */
export const noQuery = Type.Object({});

/**
 * The version of the record a change was based on (the order's, the member's, the chosen
 * gateway's): the server refuses it with 409 when the record has changed since.
 */
export const versionSchema = BoundedInteger({ minimum: 1 });

/**
 * `true` when A and B are the same type (each assignable to the other, with the same fields:
 * an optional field one of them lacks counts), else `false`.
 */
export type SameType<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/** Compiles only with `true`: binds a hand-written type to its schema (SameType). */
export type AssertTrue<T extends true> = T;
