import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { callRoute } from '../../helpers/callRoute';
import type { TestApp } from '../../helpers/testApp';
import { adminToken, createOrderDetailApp, freshOrder, uploadFromPage } from './orderDetailTestApp';

/** Recipients a To: header would read as a second address or a display name. */
const HEADER_BREAKERS = [
  'x,evil@evil.example',
  '"Victim"<evil@evil.example>',
  'Victim <evil@evil.example>',
  'a@example.com\r\nBcc: evil@evil.example',
  'a@example.com;evil@evil.example',
];

/** Every call that mails an address the member types. */
const JSON_MAIL_CALLS: Array<[string, ApiRoute]> = [
  ['resend', API_ROUTES.resendMail],
  ['rejection', API_ROUTES.sendRejectionMail],
  ['download history', API_ROUTES.sendDownloadHistoryMail],
];

describe('one address rule for every mail the portal sends', () => {
  let t: TestApp;
  let token: string;
  let orderId: number;
  const outboxRows = () => t.sql.prepare('select count(*) from mail_outbox').pluck().get();
  beforeAll(async () => {
    t = await createOrderDetailApp();
    token = await adminToken(t);
    orderId = freshOrder(t, 'Completed', new Set());
  }, 60_000);
  afterAll(() => t.close());

  describe.each(HEADER_BREAKERS)('refuses %j', (email) => {
    it.each(JSON_MAIL_CALLS)('on %s, mailing nothing', async (_, route) => {
      const before = outboxRows();
      const response = await callRoute(t.app, route, token, { body: { orderId, email } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGES.emailInvalid });
      expect(outboxRows()).toBe(before);
    });

    it('on the upload form, storing nothing', async () => {
      const before = outboxRows();
      const response = await uploadFromPage(t, token, orderId, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGES.emailInvalid });
      expect(outboxRows()).toBe(before);
    });
  });

  it('still mails a plain address', async () => {
    const response = await callRoute(t.app, API_ROUTES.sendDownloadHistoryMail, token, {
      body: { orderId, email: "o'brien+disputes@mail.example.com" },
    });
    expect(response.json()).toMatchObject({ status: 1 });
  });
});
