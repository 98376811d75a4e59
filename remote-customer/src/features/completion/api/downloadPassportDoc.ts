import { callApiForFile } from '@portal/web/api/apiClient';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';
import type { DocumentDownloadRequest } from '@portal/shared/entities/visitor';

/** The browser's IANA time zone, recorded with the download; the server checks it. */
function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** POST /front/download-passport-doc-pdf: the document file; the server records the download. */
export function downloadDocument(request: Omit<DocumentDownloadRequest, 'timezone'>) {
  return callApiForFile(FRONT_ROUTES.downloadPassportDoc, {
    body: { ...request, timezone: browserTimezone() },
  });
}
