import type { InjectOptions } from 'fastify';

/**
 * Generators of malformed requests for the fuzz test. Every request they make must be
 * refused by a route's input checks, so the database may not change: each kind below is
 * built to break something the server checks before it acts (JSON syntax, content type,
 * the body's type, a field of a type Ajv cannot coerce, the multipart framing, the
 * document's magic bytes). Values are drawn from a seeded PRNG so a failure reproduces.
 */

export type Random = () => number;

/** mulberry32: tiny, fast and good enough to pick test cases reproducibly. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const MEGABYTE = 1024 * 1024;

/** Strings a careless handler could choke on: traversal, encodings, odd unicode, injections. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '\uD800',
  '\uDFFFlone',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '😀'.repeat(50),
  'ﷺ'.repeat(100),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  '__proto__',
  'x'.repeat(10_000),
];

const NASTY_NUMBERS: readonly number[] = [
  -1,
  0,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
];

/** Values Ajv cannot coerce into a string, a number or an array: a field given one is refused. */
const UNCOERCIBLE: readonly unknown[] = [
  {},
  { $gt: '' },
  { nested: { deeper: [1, { x: null }] } },
  [{}],
  [[1]],
];

const ANY_VALUES: readonly unknown[] = [
  ...NASTY_STRINGS,
  ...NASTY_NUMBERS,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  ...UNCOERCIBLE,
];

export interface Malformed {
  kind: string;
  request: Pick<InjectOptions, 'payload' | 'headers'> & { query?: string };
}

const JSON_TYPE = { 'content-type': 'application/json' };

function brokenJson(random: Random): Malformed {
  const payload = pick(random, [
    '{',
    '{"orderId":',
    '{"orderId": 1,}',
    "{'orderId': 1}",
    '{"a":"\\uZZZZ"}',
    '[1, 2',
    'nul',
    '\u0000\u0001\u0002',
    '{"a": 1} trailing',
    `{"huge": "${'y'.repeat(2000)}`,
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}',
  ]);
  return { kind: 'broken JSON', request: { payload, headers: JSON_TYPE } };
}

/** A content type no parser is registered for: 415 before any route code runs. */
function unsupportedType(random: Random): Malformed {
  const type = pick(random, ['application/xml', 'image/png', 'application/x-www-form-urlencoded']);
  return {
    kind: 'unsupported content type',
    request: { payload: '<order id="1"/>', headers: { 'content-type': type } },
  };
}

/** Over the 1 MB body limit: 413. */
function oversized(): Malformed {
  const payload = JSON.stringify({ orderId: 1, remark: 'z'.repeat(MEGABYTE + 10) });
  return { kind: '1 MB string', request: { payload, headers: JSON_TYPE } };
}

function wrongTopLevel(random: Random): Malformed {
  const payload = pick(random, ['[]', '"orderId"', '42', 'null', 'true', '[{"orderId":1}]']);
  return { kind: 'body of the wrong type', request: { payload, headers: JSON_TYPE } };
}

/**
 * An object of the route's fields (a random subset, so fields go missing) plus extra ones,
 * with nasty values; one field the route reads always gets an uncoercible value.
 */
function badFields(random: Random, fields: readonly string[]): Malformed {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (random() < 0.7) body[field] = pick(random, ANY_VALUES);
  }
  const extras = ['extra', 'isAdmin', 'role', 'constructor', 'status'];
  if (random() < 0.5) body[pick(random, extras)] = pick(random, ANY_VALUES);
  body[pick(random, fields)] = pick(random, UNCOERCIBLE);
  const text = JSON.stringify(body);
  // Sometimes sent as text/plain: the string body is not the object the schema wants.
  const asText = random() < 0.1;
  return {
    kind: asText ? 'fields as text/plain' : 'bad fields',
    request: {
      payload: text,
      headers: asText ? { 'content-type': 'text/plain' } : JSON_TYPE,
    },
  };
}

/** A malformed JSON request for a route with a body schema (`fields`) or without one. */
export function malformedJson(random: Random, fields: readonly string[] | undefined): Malformed {
  const roll = random();
  if (roll < 0.01) return oversized();
  if (roll < 0.15) return brokenJson(random);
  if (roll < 0.25) return unsupportedType(random);
  // Without a body schema any well-formed body would be accepted, so only framing breaks.
  if (!fields) return brokenJson(random);
  if (roll < 0.35) return wrongTopLevel(random);
  return badFields(random, fields);
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
const NOT_A_DOCUMENT = Buffer.from('MZ\u0090\u0000 this is no pdf, png or jpeg');

function part(name: string, value: string | Buffer, fileName?: string): Buffer {
  const disposition = fileName
    ? `form-data; name="${name}"; filename="${fileName}"`
    : `form-data; name="${name}"`;
  const type = fileName ? 'Content-Type: application/pdf\r\n' : '';
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
}

/**
 * A broken upload: framing errors, a missing boundary, no file, the file in the wrong field,
 * a file whose bytes are no document, or nasty field values. None carries a real document,
 * so the magic-byte check refuses any that gets that far.
 */
export function malformedMultipart(random: Random): Malformed {
  const fieldValue = () => String(pick(random, [...NASTY_STRINGS.slice(0, 22), '1', '-1', '1.5']));
  const fileName = pick(random, ['../../../evil.pdf', 'a\u0000.pdf', '..\\x.pdf', 'ok.pdf', '']);
  const parts = [
    part('orderId', random() < 0.5 ? '1' : fieldValue()),
    part('email', random() < 0.5 ? 'someone@example.test' : fieldValue()),
    part('mailServiceProvider', fieldValue()),
    part(random() < 0.2 ? 'wrongField' : 'uploadVisaDoc', NOT_A_DOCUMENT, fileName),
  ].filter(() => random() < 0.85);
  const whole = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const roll = random();
  let payload = whole;
  let type = `multipart/form-data; boundary=${BOUNDARY}`;
  if (roll < 0.2) payload = whole.subarray(0, Math.floor(random() * whole.length));
  else if (roll < 0.3) type = 'multipart/form-data';
  else if (roll < 0.4) type = 'multipart/form-data; boundary=somethingElse';
  else if (roll < 0.5) payload = Buffer.from(`--${BOUNDARY}\r\ngarbage without headers`);
  return {
    kind: 'broken multipart',
    request: { payload, headers: { 'content-type': type } },
  };
}

/** A path parameter value: traversal, encodings, negative, huge and float ids, odd unicode. */
export function malformedParam(random: Random): string {
  return pick(random, [
    '..',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f',
    '%252e%252e%252f',
    '..%5c..%5c',
    encodeURIComponent('../../etc/passwd'),
    '-1',
    '0',
    '1.5',
    '1e308',
    '99999999999999999999999',
    'NaN',
    encodeURIComponent('\u202E1'),
    '%00',
    '%D8%00',
    encodeURIComponent('😀'),
    'x'.repeat(5000),
    '1',
  ]);
}

/** Percent-encodes `value`; a lone surrogate, which has no UTF-8, becomes invalid UTF-8 bytes. */
function looseEncode(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((piece) => (/^[\uD800-\uDFFF]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
}

/** A query string of random keys and nasty values (or a raw broken one). */
export function malformedQuery(random: Random): string {
  if (random() < 0.2) return pick(random, ['%', '%zz=1', 'a=%E0%A4%A', '&&&=&', 'a[b][c]=1']);
  const entries: string[] = [];
  const keys = ['page', 'limit', 'delay', 'userName', 'file1', 'x', '__proto__'];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) {
    const value = String(pick(random, [...NASTY_STRINGS.slice(0, 22), ...NASTY_NUMBERS]));
    entries.push(`${pick(random, keys)}=${looseEncode(value)}`);
  }
  return entries.join('&');
}
