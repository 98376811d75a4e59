import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadHistoryItem } from '@portal/shared/entities/order';
import { downloadDocument } from '../../src/features/completion/api/downloadPassportDoc';
import { fetchDownloads } from '../../src/features/visitor-order/api/downloadHistory';
import { saveFile } from '../../src/features/completion/lib/saveFile';
import OrderCompletionScreen from '../../src/screens/OrderCompletionScreen';
import { downloadsAnswer, givePass, renderAt, visitorOrder, resetScreenState } from '../support';

jest.mock('../../src/features/visitor-order/api/downloadHistory');
jest.mock('../../src/features/completion/api/downloadPassportDoc');
jest.mock('../../src/features/completion/lib/saveFile', () => ({
  ...jest.requireActual('../../src/features/completion/lib/saveFile'),
  saveFile: jest.fn(),
}));
const fetchDownloadsMock = jest.mocked(fetchDownloads);
const downloadDocumentMock = jest.mocked(downloadDocument);
const saveFileMock = jest.mocked(saveFile);

const TITLE = 'Download your eVisitor';
const ROW: DownloadHistoryItem = {
  id: 7,
  order_id: 100234,
  create_ts: '2025-03-04T15:06:07.000Z',
  ip: '203.0.113.9',
  timezone: 'Asia/Kolkata',
  browser: 'Chrome-124.0.0.0-Desktop-desktop',
  os: 'Windows 10',
  file1: 'grant.pdf',
};

function showCompletion() {
  renderAt('/get-new-order-details/100234', <OrderCompletionScreen title={TITLE} />);
}

describe('OrderCompletionScreen', () => {
  beforeEach(resetScreenState);

  it('asks for the Order ID and Email ID when the tab has no pass', async () => {
    showCompletion();
    expect(await screen.findByLabelText('Email ID')).toBeInTheDocument();
    expect(
      screen.getByText(
        'To download your eVisitor, enter your Order ID and the e-mail address you applied with.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Downloaded History')).not.toBeInTheDocument();
    expect(fetchDownloadsMock).not.toHaveBeenCalled();
  });

  it('shows Download Now and the Downloaded History in EST', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(3, 'Completed'), { data: [ROW], path: { file1: 'grant.pdf' } }),
    );
    showCompletion();
    expect(await screen.findByRole('button', { name: 'Download Now' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Downloaded History' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /203\.0\.113\.9/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    expect(row).toHaveTextContent('03/04/2025 10:06:07 AM EST');
    expect(row).toHaveTextContent('Asia/Kolkata');
    expect(row).toHaveTextContent('Chrome 124.0.0.0 on Desktop · Windows 10');
  });

  it('shows No record found for an empty history', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(3, 'Completed'), { path: { file1: 'grant.pdf' } }),
    );
    showCompletion();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('says the document is not ready, with a link to the status, when there is none', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(2, 'AwaitingGovt')));
    showCompletion();
    expect(
      await screen.findByRole('heading', { name: 'Your eVisitor is not ready to download yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your application status' })).toHaveAttribute(
      'href',
      '/status-track/100234',
    );
  });

  it('starts the file download one second after a successful call, busy until then, then reloads the history', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(3, 'Completed'), { path: { file1: 'grant.pdf' } }),
    );
    const file = new Blob(['%PDF']);
    downloadDocumentMock.mockResolvedValue({ ok: true, file, fileName: '100234grant.pdf' });
    showCompletion();
    const button = await screen.findByRole('button', { name: 'Download Now' });

    jest.useFakeTimers();
    try {
      await act(async () => button.click());
      expect(downloadDocumentMock).toHaveBeenCalledWith({
        orderId: 100234,
        customername: 'Jane Citizen',
        file1: 'grant.pdf',
        customerToken: 'pass-for-100234',
      });
      // Busy until the file is saved: a second press records no second download.
      expect(button).toBeDisabled();
      await act(async () => button.click());
      await act(async () => jest.advanceTimersByTime(999));
      expect(saveFileMock).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(saveFileMock).toHaveBeenCalledWith(file, '100234grant.pdf');
      expect(downloadDocumentMock).toHaveBeenCalledTimes(1);
      expect(button).toBeEnabled();
      expect(fetchDownloadsMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for the Order ID and Email ID again when the pass ran out before Download Now', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(3, 'Completed'), { path: { file1: 'grant.pdf' } }),
    );
    showCompletion();
    const button = await screen.findByRole('button', { name: 'Download Now' });
    sessionStorage.setItem(
      'customer-pass:100234',
      JSON.stringify({ customerToken: 'pass-for-100234', expiresAt: new Date(0).toISOString() }),
    );
    await userEvent.click(button);
    expect(await screen.findByLabelText('Email ID')).toBeInTheDocument();
    expect(downloadDocumentMock).not.toHaveBeenCalled();
  });

  it('says a failed download failed, offering Download Now again and support, until one works', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(
      downloadsAnswer(visitorOrder(3, 'Completed'), { path: { file1: 'grant.pdf' } }),
    );
    downloadDocumentMock.mockResolvedValue({
      ok: false,
      error: { status: 0, message: 'The document file is missing.' },
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    showCompletion();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not download your eVisitor just now.');
    expect(alert).not.toHaveTextContent('missing');
    expect(within(alert).getByRole('link', { name: 'contact support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Now' })).toBeEnabled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('The document file is missing.'));
    expect(saveFileMock).not.toHaveBeenCalled();

    // Pressed again, and this time it works: the message of the failure before goes.
    downloadDocumentMock.mockResolvedValue({ ok: true, file: new Blob(['%PDF']), fileName: 'g' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Now' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(downloadDocumentMock).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });

  it('tells a Rejected order it was not approved, never that an e-mail comes on approval', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(3, 'Rejected')));
    showCompletion();
    const heading = await screen.findByRole('heading', {
      name: 'Your application was not approved',
    });
    // The notice's heading names the page's card too, as the download's heading does.
    expect(screen.getAllByRole('region', { name: 'Your application was not approved' })).toContain(
      heading.closest('.cx-download-card'),
    );
    expect(screen.queryByText(/as soon as it is approved/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it('tells an approved order without its document yet that it is being prepared', async () => {
    givePass(100234);
    fetchDownloadsMock.mockResolvedValue(downloadsAnswer(visitorOrder(3, 'Completed')));
    showCompletion();
    expect(
      await screen.findByRole('heading', { name: 'Your eVisitor has been approved' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/as soon as it is approved/)).not.toBeInTheDocument();
  });
});
