import type { AnyObject, ObjectSchema } from 'yup';
import {
  gatewaySchema,
  invoiceSchema,
  newPasswordSchema,
  remarkSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
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
    [
      'member type not a role',
      teamMemberSchema,
      { name: 'A', email: 'a@b.co', password: 'secret', type: 'Owner' },
      'Please select type.',
    ],
    [
      'member password length',
      teamMemberSchema,
      { name: 'A', email: 'a@b.co', password: '12345', type: 'Team' },
      'Password must be at least 6 characters.',
    ],
    [
      'member name with a zero-width space',
      teamMemberSchema,
      { name: 'Ann\u200Bie', email: 'a@b.co', password: 'secret', type: 'Team' },
      FIELD_RULES.addTeamMember.name.format.message,
    ],
    [
      'member name with a variation selector',
      teamMemberSchema,
      { name: 'Annie\uFE0F', email: 'a@b.co', password: 'secret', type: 'Team' },
      FIELD_RULES.addTeamMember.name.format.message,
    ],
    [
      'new password over 72 bytes',
      newPasswordSchema,
      { newPassword: '\u00e9'.repeat(37) },
      'Password must be at most 72 bytes long.',
    ],
    [
      'remark too long',
      remarkSchema,
      { remark: 'r'.repeat(5001) },
      'Remark must be at most 5000 characters.',
    ],
    [
      'invoice order id not digits',
      invoiceSchema,
      { orderId: '12ab' },
      'Order Id must contain digits only.',
    ],
  ])('%s', async (_, schema, values, message) => {
    await expect(errorsOf(schema as ObjectSchema<AnyObject>, values)).resolves.toContain(message);
  });

  it('accepts valid input', async () => {
    await expect(errorsOf(invoiceSchema, { orderId: '100001' })).resolves.toEqual([]);
    await expect(errorsOf(newPasswordSchema, { newPassword: '123456' })).resolves.toEqual([]);
  });

  it('reads an order id and an address without the spaces around them', async () => {
    await expect(errorsOf(invoiceSchema, { orderId: ' 100001 ' })).resolves.toEqual([]);
    await expect(
      errorsOf(uploadSchema, { email: ' name@example.com ', file: {} }),
    ).resolves.toEqual([]);
  });

  it('takes the smallest 6-digit order id', async () => {
    await expect(errorsOf(invoiceSchema, { orderId: '100000' })).resolves.toEqual([]);
    await expect(errorsOf(invoiceSchema, { orderId: '99999' })).resolves.toEqual([
      'Order Id must be at least 6 characters.',
    ]);
  });

  it('keeps the current password when an edit leaves it empty', async () => {
    await expect(
      errorsOf(teamMemberUpdateSchema, { name: 'A', email: 'a@b.co', password: '', type: 'Team' }),
    ).resolves.toEqual([]);
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
    `${'a'.repeat(243)}@example.com`,
    '.a@example.com',
    'a..b@example.com',
    'a@b.c',
    `a@${'b'.repeat(64)}.example`,
  ])('refuses %j, and so does the upload form', async (email) => {
    expect(isMailAddress(email)).toBe(false);
    expect(await errorsOf(uploadSchema, { email, file: {} })).toEqual(['Invalid email address']);
  });

  it.each([
    'name@example.com',
    "o'brien+tag@mail.example.co.uk",
    'A.B-C_d@x-y.example',
    `${'a'.repeat(64)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
    `a@${'b'.repeat(63)}.example`,
  ])('accepts %j', async (email) => {
    expect(isMailAddress(email)).toBe(true);
    expect(await errorsOf(uploadSchema, { email, file: {} })).toEqual([]);
  });
  it('refuses more than 64 characters before the @ where staff type an address, as mail servers do', async () => {
    const email = `${'a'.repeat(65)}@example.com`;
    expect(await errorsOf(uploadSchema, { email, file: {} })).toEqual(['Invalid email address']);
    expect(
      await errorsOf(teamMemberSchema, { name: 'A', email, password: 'secret', type: 'Team' }),
    ).toEqual(['Please enter your email.']);
    // Still one plain address: an order's stored e-mail takes its mail, a member signs in.
    expect(isMailAddress(email)).toBe(true);
    expect(textProblems(FIELD_RULES.login, { email, password: 'x' })).toEqual({});
  });
});
