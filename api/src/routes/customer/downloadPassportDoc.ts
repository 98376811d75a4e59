import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_DOCUMENT_REPLACED } from '@portal/shared/customer/customerMessages';
import { isApproved } from '@portal/shared/entities/visitor';
import { downloadClient, type DownloadClient } from '../../customer/downloadClient';
import { provenOrder } from '../../customer/customerProof';
import { ApiError } from '../../lib/apiError';
import type { Database } from '../../db/schema';
import { VisitorRepository } from '../../repositories/visitorRepository';
import type { DocumentStore, StoredDocument } from '../../storage/documentStore';
import { defineRoute } from '../defineRoute';

export const MESSAGE_NOT_READY =
  'Your eVisitor document is not ready to download yet. Check your application status.';
export const MESSAGE_FILE_MISSING =
  'Your document cannot be downloaded right now. Please contact support.';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** `attachment` with the name as plain ASCII and, for other characters, RFC 5987 UTF-8. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface DownloadRequest {
  orderId: number;
  file1: string;
  client: DownloadClient;
}

/**
 * Inside one transaction: checks the order may be downloaded and `file1` names its current
 * document, records the download, then opens the file; a refusal or a missing file
 * rolls the history row back.
 */
async function recordAndOpen(
  trx: Kysely<Database>,
  documents: DocumentStore,
  { orderId, file1, client }: DownloadRequest,
): Promise<StoredDocument> {
  const visitors = new VisitorRepository(trx);
  const order = await visitors.findTrackable(orderId);
  const document = await visitors.currentDocument(orderId);
  if (!order || !isApproved(order.process_status) || document?.is_rejected_doc !== 'No') {
    throw new ApiError(409, MESSAGE_NOT_READY);
  }
  if (document.file1 !== file1) throw new ApiError(409, MESSAGE_DOCUMENT_REPLACED);
  await visitors.recordDownload({
    order_id: orderId,
    create_ts: new Date().toISOString(),
    file1,
    ...client,
  });
  const stored = await documents.open(orderId, file1);
  if (!stored) throw new ApiError(404, MESSAGE_FILE_MISSING);
  return stored;
}

/**
 * Streams the order's current document to its customer and records the download. Only an
 * approved order (process_status Pending or Completed) with a non-rejected document can be
 * downloaded. `customername` is accepted as the page sends it (docs/product.md#calls); the server
 * trusts its own records.
 */
export default function downloadPassportDoc(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.downloadPassportDoc, {
    handler: async (request, reply) => {
      const { orderId, file1, customerToken, timezone } = request.body;
      const order = await provenOrder(app, orderId, customerToken);
      const client = downloadClient(request.ip, request.headers['user-agent'], timezone);
      // Kept outside the transaction, so a failed commit still closes the opened file.
      const opened: StoredDocument[] = [];
      const { stream, size } = await app.db
        .transaction()
        .execute(async (trx) => {
          const stored = await recordAndOpen(trx, app.documents, {
            orderId: order.order_id,
            file1,
            client,
          });
          opened.push(stored);
          return stored;
        })
        .catch((error: unknown) => {
          for (const stored of opened) stored.stream.destroy();
          if (error instanceof ApiError && error.statusCode === 404) {
            request.log.warn({ orderId, file1 }, 'document file missing on disk');
          }
          throw error;
        });

      const extension = path.extname(file1).toLowerCase();
      return reply
        .header('content-disposition', attachmentDisposition(`${order.order_id}${file1}`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-length', size)
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .send(stream);
    },
  });
}
