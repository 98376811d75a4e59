import { loadToasts } from '@portal/web/ui/deferredToasts';
import { loadOnce } from '@portal/web/util/loadOnce';

/**
 * What the track form needs only once the customer acts, downloaded then rather than with
 * the page (docs/decisions.md#customer-page-script-budget): its checks (yup), the call and
 * the HTTP client (axios), and the toasts.
 */
export const loadTrackSchema = loadOnce(() =>
  import('@portal/shared/validation/customerSchemas').then((module) => module.trackOrderSchema),
);
export const loadSending = loadOnce(() => import('./sendTracking'));

const ignore = () => undefined;

/**
 * Starts every download the form needs on the customer's first focus or press, so by the
 * time they have typed and pressed TRACK ORDER none is waited on; a failure is tried again
 * when the piece is needed.
 */
export function warmTrackForm(): void {
  loadTrackSchema().catch(ignore);
  loadSending()
    .then(({ loadHttpClient }) => loadHttpClient(), ignore)
    .catch(ignore);
  loadToasts().catch(ignore);
}
