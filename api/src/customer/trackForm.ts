import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import {
  TRACK_FORM_PROBLEM_PARAM,
  type TrackFormProblem,
} from '@portal/shared/customer/trackFormAnswer';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import { fillPath } from '@portal/shared/util/fillPath';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { siteOf } from '../sites/sites';
import { sameEmail } from './customerProof';

/** The track form as a page sends it without JavaScript: a plain form post to its own path. */
export function isTrackFormPost(method: string, urlPath: string): boolean {
  return method === 'POST' && urlPath === TRACK_FORM_PATH;
}

/** What a form post's fields ask, in the track form's order of checks. */
async function answerTrackForm(
  app: FastifyInstance,
  form: URLSearchParams,
): Promise<{ tracked: number } | { problem: TrackFormProblem }> {
  const orderIdText = (form.get('orderId') ?? '').trim();
  const email = (form.get('email') ?? '').trim();
  if (orderIdText === '') return { problem: 'orderIdRequired' };
  if (email === '') return { problem: 'emailRequired' };
  const orderId = parseOrderId(orderIdText);
  if (orderId === null || email.length > FIELD_LENGTHS.email) return { problem: 'orderNotFound' };
  const order = await app.repositories.visitors.findTrackable(orderId);
  // A wrong e-mail gets exactly the answer of an unknown order, as the track call gives.
  if (!order || !sameEmail(email, order.email)) return { problem: 'orderNotFound' };
  return { tracked: orderId };
}

/**
 * The track form before the page's scripts have run (docs/decisions.md#customer-pages-paint-before-their-scripts):
 * the customer site answers its plain post with a redirect (303, so a reload does not post it
 * again): to the order's status page when the Order ID and Email ID match, else back to the
 * track form with the refusal's key, whose page shows the same message as the form's own
 * checks or the track call. No pass is given: the status page asks for the proof again once its
 * scripts run, the customer's data never in an address. Limited like the track call
 * (plugins/frontRateLimit.ts). Answered on the customer site only.
 */
export default async function trackForm(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  app.post(TRACK_FORM_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    if (siteOf(request) !== 'customer') {
      reply.callNotFound();
      return reply;
    }
    const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const answer = await answerTrackForm(app, form);
    const location =
      'tracked' in answer
        ? fillPath(CUSTOMER_PATHS.statusTrack, { orderId: answer.tracked })
        : `${TRACK_FORM_PATH}?${new URLSearchParams({ [TRACK_FORM_PROBLEM_PARAM]: answer.problem })}`;
    return reply.redirect(location, 303);
  });
}
