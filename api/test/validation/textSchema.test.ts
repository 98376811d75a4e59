/**
 * A text rule's schema on the real app's Ajv: each check the rule declares, in the order
 * `textProblem` takes them, so that the server's message is the form's.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { declaredRoute } from '@portal/shared/api/apiRoute';
import { noDataResponse } from '@portal/shared/schemas/envelopeSchemas';
import { textSchema } from '@portal/shared/schemas/fieldSchemas';
import { textProblem, type TextRule } from '@portal/shared/validation/ruleChecks';
import { success } from '../../src/lib/envelope';
import { defineRoute } from '../../src/routes/defineRoute';
import { createTestApp, type TestApp } from '../helpers/testApp';

const RULE = {
  kind: 'text',
  required: 'Say something.',
  maxLength: { value: 10, message: 'At most 10 characters.' },
  maxBytes: { value: 6, message: 'At most 6 bytes.' },
  minLength: { value: 3, message: 'At least 3 characters.' },
} satisfies TextRule;

const SAY = declaredRoute('POST', '/test/say', 'public', {
  body: Type.Object({ text: textSchema(RULE) }),
  response: noDataResponse,
});

function registerSay(app: FastifyInstance): void {
  defineRoute(app, SAY, { handler: async () => success('Said.', null) });
}

describe('a text rule on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: registerSay });
  });
  afterAll(() => t.close());

  async function say(text: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/say',
      payload: { text },
    });
    return {
      statusCode: response.statusCode,
      message: response.json<{ message: string }>().message,
    };
  }

  it.each([
    ['', 'Say something.'],
    ['x'.repeat(11), 'At most 10 characters.'],
    // Six bytes in three characters is within; seven bytes is not.
    ['ééé', null],
    ['éééx', 'At most 6 bytes.'],
    // Too short and too many bytes at once: the bytes are named first, as on the form.
    ['\u{1f600}\u{1f600}', 'At most 6 bytes.'],
    ['ab', 'At least 3 characters.'],
    ['abc', null],
  ])('%j: %s, as the form says', async (text, message) => {
    expect(textProblem(RULE, text)).toBe(message);
    expect(await say(text)).toEqual(
      message === null ? { statusCode: 200, message: 'Said.' } : { statusCode: 400, message },
    );
  });
});
