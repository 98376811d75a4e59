import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiEnvelope } from '@portal/shared/api/envelope';
import { heldAnswer } from '@portal/jest/heldAnswer';
import { DocumentLink } from '../../../src/features/documents/components/DocumentLink';
import { notifyError } from '../../../src/lib/stickyToast';
import { openFileInNewTab } from '../../../src/lib/openFileInNewTab';

jest.mock('../../../src/lib/openFileInNewTab');
jest.mock('../../../src/lib/stickyToast');

beforeEach(() => jest.resetAllMocks());

describe('Download File', () => {
  it('says it is opening the document, and takes no second press meanwhile', async () => {
    const opened = heldAnswer<ApiEnvelope<never> | null>();
    jest.mocked(openFileInNewTab).mockReturnValue(opened.answer);
    render(<DocumentLink orderId={104995} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download File' }));
    const opening = screen.getByRole('button', { name: 'Opening…' });
    expect(opening).toBeDisabled();
    expect(opening).toHaveAttribute('aria-busy', 'true');
    opened.send(null);
    expect(await screen.findByRole('button', { name: 'Download File' })).toBeEnabled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("tells the server's reason when the document cannot be opened", async () => {
    jest
      .mocked(openFileInNewTab)
      .mockResolvedValue({ status: 0, message: 'The document is not on file.' });
    render(<DocumentLink orderId={104995} file1="visa-104995.pdf" label="visa-104995.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'visa-104995.pdf' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('The document is not on file.'));
  });
});
