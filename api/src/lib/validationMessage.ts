import { ERROR_MESSAGES_KEYWORD, type FieldMessages } from '@portal/shared/schemas/schemaTypes';

/** One schema validation failure as Ajv reports it in verbose mode. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  /** The schema holding the failed keyword (verbose mode). */
  parentSchema?: unknown;
  /** The value that failed (verbose mode). */
  data?: unknown;
}

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'request headers',
};

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

/**
 * The message of a 400 answer: names the field and what is wrong with it, or gives the field's own
 * message when its schema has one (e.g. 'Password is required', docs/product.md#validation).
 */
export function validationMessage(issue: ValidationIssue, part: string | undefined): string {
  const field = fieldOf(issue);
  if (!field) {
    const partName = PART_NAMES[part ?? ''] ?? 'request';
    return issue.keyword === 'type'
      ? `The ${partName} must be ${TYPE_NAMES[String(issue.params.type)] ?? 'valid'}.`
      : `The ${partName} is invalid: ${issue.message ?? 'unknown problem'}.`;
  }
  const own = ownMessages(issue);
  const isMissing =
    issue.keyword === 'required' ||
    issue.data === '' ||
    (own?.blankIsMissing === true && typeof issue.data === 'string' && issue.data.trim() === '');
  const ownMessage = isMissing
    ? (own?.required ?? own?.invalid)
    : (ownKeywordMessage(own, issue.keyword) ?? own?.invalid);
  if (ownMessage) return ownMessage;
  return `${field} ${isMissing ? 'is required' : describe(issue)}.`;
}

function fieldOf(issue: ValidationIssue): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required') path.push(String(issue.params.missingProperty));
  return path.join('.');
}

/** For 'required' the messages sit on the missing property, for the rest on the failing schema. */
function ownMessages(issue: ValidationIssue): FieldMessages | undefined {
  const schema =
    issue.keyword === 'required'
      ? property(issue.parentSchema, 'properties', String(issue.params.missingProperty))
      : issue.parentSchema;
  const messages = property(schema, ERROR_MESSAGES_KEYWORD);
  return typeof messages === 'object' && messages !== null
    ? (messages as FieldMessages)
    : undefined;
}

function ownKeywordMessage(own: FieldMessages | undefined, keyword: string): string | undefined {
  const message = (own as Record<string, unknown> | undefined)?.[keyword];
  return typeof message === 'string' ? message : undefined;
}

function property(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function describe({ keyword, params, message }: ValidationIssue): string {
  const limit = String(params.limit);
  switch (keyword) {
    case 'type':
      return `must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'format':
      return params.format === 'email'
        ? 'must be a valid e-mail address'
        : `must be a valid ${String(params.format)}`;
    case 'minLength':
      return `must be at least ${limit} characters long`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'minItems':
      return `must have at least ${limit} item${limit === '1' ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${limit} items`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'pattern':
      return 'has an invalid format';
    case 'additionalProperties':
      return `must not contain ${String(params.additionalProperty)}`;
    default:
      return message ?? 'is invalid';
  }
}
