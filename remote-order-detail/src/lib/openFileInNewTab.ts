import type { ApiEnvelope } from '@portal/shared/api/envelope';

type FileAnswer =
  { ok: true; file: Blob; fileName: string | null } | { ok: false; error: ApiEnvelope<never> };

/** Blob URLs live this long, enough for the new tab to load them. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens a file the API answers in a new tab. The tab is opened at the click, before the
 * download, so pop-up blockers allow it; it closes again if the download fails. Where
 * pop-ups are blocked anyway, the file is saved instead.
 * Resolves with the failure, if any, for the caller to report.
 */
export async function openFileInNewTab(
  download: () => Promise<FileAnswer>,
): Promise<ApiEnvelope<never> | null> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const answer = await download();
  if (!answer.ok) {
    tab?.close();
    return answer.error;
  }
  const url = URL.createObjectURL(answer.file);
  if (tab) {
    tab.location.href = url;
  } else {
    // Pop-ups blocked: save the file instead, and never leave the order page.
    const link = document.createElement('a');
    link.href = url;
    link.download = answer.fileName ?? 'document';
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  return null;
}
