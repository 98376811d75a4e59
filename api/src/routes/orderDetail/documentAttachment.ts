import { ApiError } from '../../lib/apiError';
import type { MailAttachment } from '../../mail/mailOutbox';
import type { OrderDocumentRow } from '../../repositories/orderDocuments';
import type { DocumentStore } from '../../storage/documentStore';
import { contentTypeOfStoredName } from '../../storage/documentType';

/**
 * The order's document as a mail attachment, by reference (the outbox stores its name, not
 * its bytes); a missing file is a clear 409, not a 500.
 */
export async function documentAttachment(
  documents: DocumentStore,
  document: OrderDocumentRow,
): Promise<MailAttachment> {
  if (!(await documents.exists(document.order_id, document.file1))) {
    throw new ApiError(
      409,
      'The document file is missing on the server. Upload the document again.',
    );
  }
  const extension = /\.([a-z0-9]+)$/i.exec(document.file1)?.[1] ?? 'pdf';
  return {
    filename: `eVisitor-${document.order_id}.${extension}`,
    contentType: contentTypeOfStoredName(document.file1),
    document: { orderId: document.order_id, file1: document.file1 },
  };
}
