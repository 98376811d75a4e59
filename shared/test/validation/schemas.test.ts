import type { AnyObject, ObjectSchema } from 'yup';
import {
  gatewaySchema,
  invoiceSchema,
  newPasswordSchema,
  remarkSchema,
  teamMemberSchema,
  trackOrderSchema,
  transactionSchema,
  uploadSchema,
} from '../../src/validation/schemas';
import { isMailAddress } from '../../src/validation/mailAddress';
import { FIELD_RULES } from '../../src/validation/fieldRules';
import { textProblems } from '../../src/validation/ruleChecks';

async function errorsOf(schema: ObjectSchema<AnyObject>, values: object): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('the sign-in checks (field rules without yup)', () => {
  it.each([
    ['email required', { email: '', password: 'x' }, { email: 'Email Address is required' }],
    ['email valid', { email: 'nope', password: 'x' }, { email: 'Invalid email address' }],
    ['password required', { email: 'a@b.co', password: '' }, { password: 'Password is required' }],
    [
      'both',
      { email: '', password: '' },
      {
        email: 'Email Address is required',
        password: 'Password is required',
      },
    ],
    ['valid', { email: 'admin@demo.test', password: 'demo1234' }, {}],
  ])('%s', (_, values, problems) => {
    expect(textProblems(FIELD_RULES.login, values)).toEqual(problems);
  });
});

describe('validation messages', () => {
  it.each([
    ['gateway required', gatewaySchema, { gatewayId: '' }, 'Please select a gateway.'],
    [
      'new password required',
      newPasswordSchema,
      { newPassword: '' },
      'Please enter your New Password.',
    ],
    [
      'new password length',
      newPasswordSchema,
      { newPassword: '12345' },
      'New Password must be at least 6 characters.',
    ],
    [
      'member name',
      teamMemberSchema,
      { name: '', email: 'a@b.co', password: 'x', type: 'Team' },
      'Please enter your name.',
    ],
    [
      'member email',
      teamMemberSchema,
      { name: 'A', email: '', password: 'x', type: 'Team' },
      'Please enter your email.',
    ],
    [
      'member email valid',
      teamMemberSchema,
      { name: 'A', email: 'bad', password: 'x', type: 'Team' },
      'Please enter your email.',
    ],
    [
      'member password',
      teamMemberSchema,
      { name: 'A', email: 'a@b.co', password: '', type: 'Team' },
      'Please enter your password.',
    ],
    [
      'member type',
      teamMemberSchema,
      { name: 'A', email: 'a@b.co', password: 'x', type: '' },
      'Please select type.',
    ],
    ['remark', remarkSchema, { remark: '  ' }, 'Please enter your remark'],
    [
      'transaction id',
      transactionSchema,
      { transactionId: '', merchantName: 'M' },
      'Please enter your Transaction Id',
    ],
    [
      'merchant name',
      transactionSchema,
      { transactionId: 'T', merchantName: '' },
      'Please enter your Merchant Name',
    ],
    ['upload email', uploadSchema, { email: '', file: {} }, 'Please enter your email.'],
    ['upload file', uploadSchema, { email: 'a@b.co', file: undefined }, 'File is required.'],
    ['invoice order id', invoiceSchema, { orderId: '' }, 'Please enter your order id.'],
    [
      'invoice order id length',
      invoiceSchema,
      { orderId: '12345' },
      'Order Id must be at least 6 characters.',
    ],
    [
      'track order id',
      trackOrderSchema,
      { orderId: '', email: 'a@b.co' },
      'Please enter your orderId',
    ],
    ['track email', trackOrderSchema, { orderId: '100001', email: '' }, 'Please enter your email'],
  ])('%s', async (_, schema, values, message) => {
    await expect(errorsOf(schema as ObjectSchema<AnyObject>, values)).resolves.toContain(message);
  });

  it('accepts valid input', async () => {
    await expect(errorsOf(invoiceSchema, { orderId: '100001' })).resolves.toEqual([]);
    await expect(errorsOf(newPasswordSchema, { newPassword: '123456' })).resolves.toEqual([]);
  });
});

describe('the address rule of every mail (isMailAddress)', () => {
  it.each([
    'x,evil@evil.example',
    '"Victim"<evil@evil.example>',
    'Victim <evil@evil.example>',
    'a@example.com\r\nBcc: evil@evil.example',
    'a@example.com;b@example.com',
    'no-at-sign.example.com',
    'a@localhost',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j, and so does the upload form', async (email) => {
    expect(isMailAddress(email)).toBe(false);
    expect(await errorsOf(uploadSchema, { email, file: {} })).toEqual(['Invalid email address']);
  });

  it.each(['name@example.com', "o'brien+tag@mail.example.co.uk", 'A.B-C_d@x-y.example'])(
    'accepts %j',
    async (email) => {
      expect(isMailAddress(email)).toBe(true);
      expect(await errorsOf(uploadSchema, { email, file: {} })).toEqual([]);
    },
  );
});
