import { Type, type TInteger, type TOptional, type TUnsafe } from '@sinclair/typebox';
import { smallestWith, type OrderIdRule, type TextRule } from '../validation/ruleChecks';
import { BoundedInteger, fieldMessages, MAX_BYTES_KEYWORD } from './schemaTypes';

/**
 * The server's schemas of the form fields, built from the declarations of
 * `validation/fieldRules` that the forms' yup schemas are built from too. Each check is a
 * JSON-schema keyword with the rule's own message; Ajv checks the lengths, then the
 * pattern, then the allowed values: the order `textProblem` follows.
 */

/** The whole value, or the value with spaces around it when the field is trimmed. */
function anchored(pattern: string, trim: boolean | undefined): string {
  return trim ? `^\\s*(?:${pattern})\\s*$` : `^(?:${pattern})$`;
}

/** The one pattern of a text field: its format, not blank, or empty-or-long-enough. */
function patternOf(rule: TextRule): { pattern?: string; message?: string } {
  if (rule.format) {
    return { pattern: anchored(rule.format.pattern, rule.trim), message: rule.format.message };
  }
  if (rule.required && rule.trim) return { pattern: '\\S', message: rule.required };
  if (!rule.required && rule.minLength) {
    const { value, message } = rule.minLength;
    return { pattern: `^(?:|[\\s\\S]{${value},})$`, message };
  }
  return {};
}

type TextStatic<R extends TextRule> = R extends { oneOf: { values: readonly (infer V)[] } }
  ? V
  : string;
type TextField<R extends TextRule> = R extends { required: string }
  ? TUnsafe<TextStatic<R>>
  : TOptional<TUnsafe<TextStatic<R>>>;

/** A text field's schema: optional in the body when the rule does not require it. */
export function textSchema<const R extends TextRule>(rule: R): TextField<R> {
  const { pattern, message } = patternOf(rule);
  const minLength = rule.required ? (rule.minLength?.value ?? 1) : undefined;
  const schema = Type.Unsafe<TextStatic<R>>({
    type: 'string',
    ...(rule.oneOf && { enum: [...rule.oneOf.values] }),
    maxLength: rule.maxLength.value,
    ...(rule.maxBytes && { [MAX_BYTES_KEYWORD]: rule.maxBytes.value }),
    ...(minLength !== undefined && { minLength }),
    ...(pattern && { pattern }),
    ...fieldMessages({
      required: rule.required,
      maxLength: rule.maxLength.message,
      maxBytes: rule.maxBytes?.message,
      minLength: rule.minLength?.message ?? rule.required,
      pattern: message,
      enum: rule.oneOf?.message,
      blankIsMissing: rule.trim,
    }),
  });
  return (rule.required ? schema : Type.Optional(schema)) as TextField<R>;
}

/** An order id field: a whole number, at least `minDigits` long when the rule says so. */
export function orderIdFieldSchema(rule: OrderIdRule): TInteger {
  return BoundedInteger({
    minimum: rule.minDigits ? smallestWith(rule.minDigits.value) : 1,
    ...fieldMessages({
      required: rule.required,
      invalid: rule.invalid,
      minimum: rule.minDigits?.message ?? rule.invalid,
    }),
  });
}
