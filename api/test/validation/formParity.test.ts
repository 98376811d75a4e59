/**
 * Every form's fields through both sides: the yup schema the form validates with and the
 * route the form calls (the real app), fed the same values. Both must give each value the
 * same verdict and the same message (docs/architecture.md, "One contract").
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AnyObject, ObjectSchema } from 'yup';
import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { FIELD_RULES, type FormName } from '@portal/shared/validation/fieldRules';
import {
  textProblems,
  type FieldRule,
  type OrderIdRule,
  type TextRule,
} from '@portal/shared/validation/ruleChecks';
import {
  gatewaySchema,
  invoiceSchema,
  newPasswordSchema,
  recipientEmailSchema,
  remarkSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  trackOrderSchema,
  transactionSchema,
  uploadSchema,
} from '@portal/shared/validation/schemas';
import { DEMO_PASSWORD } from '../../src/db/seed/demoStaff';
import { callRoute, envelopeOf } from '../helpers/callRoute';
import { apiPath, login, type TestApp } from '../helpers/testApp';
import {
  createOrderDetailApp,
  multipart,
  SMALL_PDF,
  type FilePart,
} from '../routes/orderDetail/orderDetailTestApp';

/** A version no record has: a change the rules let through is then refused with 409, not kept. */
const STALE = 999_999;

const EMOJI = '\u{1f600}';

/** The values every field is tried with, from its own rule: each rule met and broken. */
function valuesFor(rule: FieldRule, good: string): string[] {
  if (rule.kind === 'file') return [];
  if (rule.kind === 'orderId') return orderIdValues(rule, good);
  return textValues(rule, good);
}

function textValues(rule: TextRule, good: string): string[] {
  return [
    '',
    '   ',
    good,
    `  ${good}  `,
    'x'.repeat(rule.maxLength.value),
    'x'.repeat(rule.maxLength.value + 1),
    // An emoji is one character and two UTF-16 units; each side must count it as one.
    EMOJI.repeat(rule.maxLength.value),
    ...(rule.minLength
      ? [
          'x'.repeat(rule.minLength.value - 1),
          'x'.repeat(rule.minLength.value),
          EMOJI.repeat(rule.minLength.value - 1),
          EMOJI.repeat(rule.minLength.value),
        ]
      : []),
    // Two bytes each in UTF-8: at the limit, and one character over.
    ...(rule.maxBytes
      ? ['é'.repeat(rule.maxBytes.value / 2), 'é'.repeat(rule.maxBytes.value / 2 + 1)]
      : []),
    ...(rule.format
      ? [
          'not-an-address',
          'a@b',
          'one@example.com, two@example.com',
          '<a@example.com>',
          // Invisible and control characters, inside and around a value.
          `${good}\u200b`,
          `\u202e${good}`,
          `a\u0000${good}`,
          `${good}\u{e0041}`,
          `\u00a0${good}\u00a0`,
          `${good}\u2028`,
        ]
      : []),
    ...(rule.oneOf ? ['Boss', rule.oneOf.values.join(',')] : []),
  ];
}

function orderIdValues(rule: OrderIdRule, good: string): string[] {
  return [
    '',
    '   ',
    good,
    ` ${good} `,
    ...(rule.digits ? ['abc', '100001.5', '12-345'] : []),
    ...(rule.minDigits ? ['0', '12345', '000123'] : []),
  ];
}

/** An order id as the form sends it: a number, or the text itself when it is none. */
function wireOrderId(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** How a form checks on the page: its yup schema, or (the sign-in) its field rules alone. */
type ClientCheck = ObjectSchema<AnyObject> | { rules: Record<string, TextRule> };

async function clientMessage(
  check: ClientCheck,
  values: object,
  field: string,
): Promise<string | null> {
  if ('rules' in check) {
    const problems = textProblems(check.rules, values as Record<string, string>);
    return problems[field] ?? null;
  }
  const schema = check;
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    const inner = (error as { inner: Array<{ path?: string; message: string }> }).inner;
    return inner.find((issue) => issue.path === field)?.message ?? null;
  }
}

/** A request the route refused for its input answers 400 with the field's message. */
function serverMessage(response: LightMyRequestResponse): string | null {
  return response.statusCode === 400 ? envelopeOf(response).message : null;
}

interface FormParity {
  form: FormName;
  client: ClientCheck;
  /** Values both sides accept; the field under test is set on top. */
  good(): Record<string, string>;
  /** The values a field can hold, when not any text (a select holds only what it lists). */
  values?(rule: FieldRule, good: string): string[];
  send(values: Record<string, string>): Promise<LightMyRequestResponse>;
}

describe('every form field: the same verdict and message on the page and on the server', () => {
  let t: TestApp;
  let admin: string;
  let gateway: PaymentGateway;
  let orderId: number;
  let orderEmail: string;
  let memberCount = 0;
  /** The password changes whenever the change-password call accepts one. */
  let password = DEMO_PASSWORD;
  const PASSWORD_CHANGER = 'nightstaff@demo.test';

  beforeAll(async () => {
    t = await createOrderDetailApp({ env: { FRONT_RATE_LIMIT_MAX: '100000' } });
    admin = await login(t.app, 'admin@demo.test');
    const gateways = await callRoute(t.app, API_ROUTES.paymentGateways, admin);
    gateway = envelopeOf<PaymentGateway[]>(gateways).data![0]!;
    const order = t.sql
      .prepare('select order_id, email from orders order by order_id limit 1')
      .get() as { order_id: number; email: string };
    orderId = order.order_id;
    orderEmail = order.email;
  }, 60_000);
  afterAll(() => t.close());

  const call = (route: ApiRoute, token: string | null, body: object) =>
    callRoute(t.app, route, token, { body });
  const upload = (fields: Record<string, string>, file?: FilePart) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.uploadVisaDocument),
      payload: body.payload,
      headers: { ...body.headers, authorization: admin },
    });
  };
  const member = (values: Record<string, string>) => ({
    name: values.name,
    email: values.email,
    type: values.type,
    password: values.password,
  });
  const uniqueMember = () => {
    memberCount += 1;
    return {
      name: `Parity Member ${memberCount}`,
      email: `parity${memberCount}@demo.test`,
      type: 'Team',
      password: 'parity-pass-7',
    };
  };
  const recipientForm = (route: ApiRoute): Omit<FormParity, 'form' | 'client'> => ({
    good: () => ({ email: 'customer@example.com' }),
    send: (values) => call(route, admin, { orderId, email: values.email }),
  });

  const FORMS: FormParity[] = [
    {
      form: 'login',
      client: { rules: FIELD_RULES.login },
      good: () => ({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      send: (values) => call(API_ROUTES.adminLogin, null, values),
    },
    {
      form: 'gateway',
      client: gatewaySchema,
      good: () => ({ gatewayId: gateway.id }),
      // The select holds the sealed ids it lists; any other id is the server's to refuse
      // (sealed by api/src/routes/settings/gatewayIds.ts), however the rule would take it.
      values: (rule, good) => ['', good, 'x'.repeat((rule as TextRule).maxLength.value + 1)],
      send: (values) =>
        call(API_ROUTES.paymentGatewaySetting, admin, {
          gatewayDetails: {
            gatewayId: values.gatewayId,
            isSecondaryDomain: gateway.is_secondary_domain,
          },
          version: STALE,
        }),
    },
    {
      form: 'newPassword',
      client: newPasswordSchema,
      good: () => ({ newPassword: 'parity-new-pass-9' }),
      send: async (values) => {
        const token = await login(t.app, PASSWORD_CHANGER, password);
        const response = await call(API_ROUTES.changePassword, token, values);
        if (response.statusCode === 200) password = values.newPassword!;
        return response;
      },
    },
    {
      form: 'addTeamMember',
      client: teamMemberSchema,
      good: uniqueMember,
      send: (values) => call(API_ROUTES.addTeamMember, admin, member(values)),
    },
    {
      form: 'updateTeamMember',
      client: teamMemberUpdateSchema,
      good: () => ({ ...uniqueMember(), password: '' }),
      send: (values) =>
        call(API_ROUTES.updateTeamMember, admin, { ...member(values), tmId: 4, version: STALE }),
    },
    {
      form: 'remark',
      client: remarkSchema,
      good: () => ({ remark: 'Called the customer.' }),
      send: (values) =>
        call(API_ROUTES.addNewRemark, admin, { orderId, remark: values.remark, version: STALE }),
    },
    {
      form: 'transaction',
      client: transactionSchema,
      good: () => ({ transactionId: 'TX-1001', merchantName: 'Demo Merchant' }),
      send: (values) =>
        call(API_ROUTES.defencePackDetails, admin, { orderId, ...values, version: STALE }),
    },
    {
      form: 'upload',
      client: uploadSchema,
      good: () => ({ email: 'customer@example.com' }),
      send: (values) =>
        upload(
          { orderId: String(orderId), email: values.email!, version: String(STALE) },
          { name: 'visa.pdf', contentType: 'application/pdf', content: SMALL_PDF },
        ),
    },
    { form: 'recipient', client: recipientEmailSchema, ...recipientForm(API_ROUTES.resendMail) },
    {
      form: 'recipient',
      client: recipientEmailSchema,
      ...recipientForm(API_ROUTES.sendRejectionMail),
    },
    {
      form: 'recipient',
      client: recipientEmailSchema,
      ...recipientForm(API_ROUTES.sendDownloadHistoryMail),
    },
    {
      form: 'invoice',
      client: invoiceSchema,
      good: () => ({ orderId: String(orderId) }),
      send: (values) =>
        call(API_ROUTES.sendInvoice, admin, { orderId: wireOrderId(values.orderId!) }),
    },
    {
      form: 'trackOrder',
      client: trackOrderSchema,
      good: () => ({ orderId: String(orderId), email: orderEmail }),
      send: (values) =>
        call(API_ROUTES.trackOrder, null, {
          orderId: wireOrderId(values.orderId!),
          email: values.email,
        }),
    },
  ];

  const cases = FORMS.flatMap((parity) =>
    Object.entries(FIELD_RULES[parity.form])
      .filter(([, rule]) => (rule as FieldRule).kind !== 'file')
      .map(([field, rule]) => [parity.form, field, parity, rule as FieldRule] as const),
  );

  it.each(cases)('%s: %s', async (_form, field, parity, rule) => {
    const verdicts: Array<{ value: string; client: string | null; server: string | null }> = [];
    const good = parity.good()[field]!;
    for (const value of parity.values?.(rule, good) ?? valuesFor(rule, good)) {
      const values = { ...parity.good(), [field]: value };
      const fileValues = parity.form === 'upload' ? { ...values, file: {} } : values;
      const client = await clientMessage(parity.client, fileValues, field);
      const server = serverMessage(await parity.send(values));
      verdicts.push({ value: value.slice(0, 40), client, server });
    }
    expect(verdicts).toEqual(verdicts.map((verdict) => ({ ...verdict, server: verdict.client })));
    // Each field is tried with values both sides accept and values both refuse.
    expect(verdicts.some((verdict) => verdict.client === null)).toBe(true);
    expect(verdicts.some((verdict) => verdict.client !== null)).toBe(true);
  });

  it('upload: no file is refused alike', async () => {
    const client = await clientMessage(uploadSchema, { email: 'a@example.com' }, 'file');
    const response = await upload({
      orderId: String(orderId),
      email: 'a@example.com',
      version: '1',
    });
    expect(client).toBe(FIELD_RULES.upload.file.required);
    expect(serverMessage(response)).toBe(client);
  });
});
