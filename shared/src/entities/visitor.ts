import type { Static } from '@sinclair/typebox';
import type {
  customerPassSchema,
  documentDownloadRequestSchema,
  visitorDownloadsSchema,
  visitorOrderSchema,
} from '../schemas/customerSchemas';
import type { ProcessStatus } from './folders';
import type { DownloadHistoryItem } from './order';

/** The customer calls' records, as their schemas (schemas/customerSchemas) declare them. */
export type VisitorOrder = Static<typeof visitorOrderSchema>;
export type CustomerPass = Static<typeof customerPassSchema>;
export type VisitorDownloads = Static<typeof visitorDownloadsSchema>;
export type DocumentDownloadRequest = Static<typeof documentDownloadRequestSchema>;

/** The customer's order (docs/product.md#records). */
export interface VisitorState {
  downloadHistoryList: DownloadHistoryItem[];
  mainResult: VisitorOrder | null;
  downloadFilePath: { file1: string } | null;
}

/** The application is approved (status step 4) and its document may be downloaded. */
export const APPROVED_STATUSES: readonly ProcessStatus[] = ['Pending', 'Completed'];

export function isApproved(processStatus: ProcessStatus): boolean {
  return APPROVED_STATUSES.includes(processStatus);
}

/** A customer pass read back from storage or a cookie, whose shape nothing guarantees. */
export function isCustomerPass(value: unknown): value is CustomerPass {
  if (typeof value !== 'object' || value === null) return false;
  const { customerToken, expiresAt } = value as Partial<Record<keyof CustomerPass, unknown>>;
  return typeof customerToken === 'string' && typeof expiresAt === 'string';
}
