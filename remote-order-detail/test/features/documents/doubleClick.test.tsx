import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldAnswer } from '@portal/jest/heldAnswer';
import * as uploadCalls from '../../../src/features/documents/api/uploadVisaDocument';
import { UploadDocumentSection } from '../../../src/features/documents/components/UploadDocumentSection';
import { orderFixture } from '../../fixtures/orderFixture';
import type { ApiAnswer } from '@portal/web/api/failure';

jest.mock('../../../src/features/documents/api/uploadVisaDocument');
const mocked = jest.mocked(uploadCalls);

beforeEach(() => jest.resetAllMocks());

/** Concurrency: a double click on Submit sends one upload (docs/reliability.md, "Concurrency"). */
describe('Upload Document: double click', () => {
  it('sends one upload and keeps the buttons disabled while it runs', async () => {
    const upload = heldAnswer<ApiAnswer<null>>();
    mocked.uploadVisaDocument.mockReturnValue(upload.answer);
    render(<UploadDocumentSection order={orderFixture()} onChanged={() => undefined} />);
    const file = new File(['%PDF-1.4'], 'visa.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Document (PDF or image)'), file);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.uploadVisaDocument).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Submit \(AWS\)/ })).toBeDisabled();
    upload.send({ status: 1, message: 'Uploaded' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Submit \(AWS\)/ })).toBeEnabled(),
    );
    expect(mocked.uploadVisaDocument).toHaveBeenCalledTimes(1);
  });
});
