import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ORDER_STATUS } from '@portal/shared/entities/folders';
import { STATUS_MOVES } from '@portal/shared/orders/statusMoves';
import { callApi, callApiForFile } from '@portal/web/api/apiClient';
import { fetchOrderDocument } from '../../src/features/documents/api/orderDocument';
import { resendMail } from '../../src/features/documents/api/resendMail';
import { uploadVisaDocument } from '../../src/features/documents/api/uploadVisaDocument';
import { moveOrderStatus } from '../../src/features/status-moves/api/moveOrderStatus';

// The page tests stand in for these modules; here is what they send (the server's contract).
jest.mock('@portal/web/api/apiClient', () => ({ callApi: jest.fn(), callApiForFile: jest.fn() }));

afterEach(() => jest.resetAllMocks());

function statusMove(label: string) {
  const move = STATUS_MOVES.find((candidate) => candidate.label === label);
  if (!move) throw new Error(`No status move ${label}`);
  return move;
}

describe("the order page's calls", () => {
  it.each([
    [
      "Resend Mail, leaving the provider to the document's",
      () => resendMail(104995, 'jane@example.com'),
      { body: { orderId: 104995, email: 'jane@example.com' } },
    ],
    [
      'Resend Mail(Sendgrid), naming its provider',
      () => resendMail(104995, 'jane@example.com', 'Sendgrid'),
      { body: { orderId: 104995, email: 'jane@example.com', mailServiceProvider: 'Sendgrid' } },
    ],
  ])('sends %s', async (_name, send, parts) => {
    await send();
    expect(callApi).toHaveBeenCalledWith(API_ROUTES.resendMail, parts);
  });

  it.each([
    ['a folder move', 'Delete', { updatingStatus: 'Deleted' }],
    ['an application-status move', 'Processing', { orderStatus: ORDER_STATUS.processing }],
  ])('sends %s with the version the page showed', async (_name, label, target) => {
    await moveOrderStatus(104995, statusMove(label), 3);
    expect(callApi).toHaveBeenCalledWith(API_ROUTES.moveOrderStatus, {
      body: { orderId: 104995, ...target, version: 3 },
    });
  });

  it.each([
    ['the current document', undefined, { params: { orderId: 104995 } }],
    [
      "a history row's own document",
      'old-104995.pdf',
      { params: { orderId: 104995 }, query: { file1: 'old-104995.pdf' } },
    ],
  ])('fetches %s', async (_name, file1, parts) => {
    await fetchOrderDocument(104995, file1);
    expect(callApiForFile).toHaveBeenCalledWith(API_ROUTES.orderDocument, parts);
  });

  it.each([
    ["Submit, naming no provider (the server's default)", {}, {}],
    ['Submit (SendGrid)', { provider: 'Sendgrid' as const }, { mailServiceProvider: 'Sendgrid' }],
  ])('uploads for %s with the version the page showed', async (_name, provider, named) => {
    const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
    await uploadVisaDocument({
      orderId: 104995,
      email: 'jane@example.com',
      file,
      version: 3,
      ...provider,
    });
    const [route, parts] = jest.mocked(callApi).mock.calls[0] ?? [];
    expect(route).toBe(API_ROUTES.uploadVisaDocument);
    const form = (parts as { body: FormData }).body;
    expect(Object.fromEntries(form.entries())).toEqual({
      orderId: '104995',
      email: 'jane@example.com',
      ...named,
      version: '3',
      uploadVisaDoc: expect.any(File),
    });
  });
});
