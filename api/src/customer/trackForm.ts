import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import {
  TRACK_FORM_PROBLEM_PARAM,
  type TrackFormProblem,
} from '@portal/shared/customer/trackFormAnswer';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import { setCookie } from '@portal/shared/util/cookies';
import { fillPath } from '@portal/shared/util/fillPath';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import {
  encodePassHandover,
  isTrackFormLanding,
  PASS_HANDOVER_COOKIE,
  PASS_HANDOVER_SECONDS,
  TRACK_FORM_LANDING_FIELD,
  type PassHandover,
} from '@portal/shared/customer/passHandover';
import { logStorageError, outsideFault } from '../db/storageErrors';
import { siteOf } from '../sites/sites';
import { issueCustomerPass } from './customerPass';
import { keptEmailCookie } from './keptEmail';
import { sameEmail } from './customerProof';

/** Bytes of a track form post: far more than an Order ID and an e-mail of their longest. */
const TRACK_FORM_BODY_LIMIT = 4096;

/** A track form post's fields as typed (spaces around them dropped), and its landing page. */
interface TypedFields {
  orderId: string;
  email: string;
  landing: string | null;
}

/** The post's fields, when it came in a form's encoding and was read. */
function fieldsOf(request: FastifyRequest): TypedFields | undefined {
  const form = request.body;
  if (!(form instanceof URLSearchParams)) return undefined;
  return {
    orderId: (form.get('orderId') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
    landing: form.get(TRACK_FORM_LANDING_FIELD),
  };
}

/** The track form as a page sends it without JavaScript: a plain form post to its own path. */
export function isTrackFormPost(method: string, urlPath: string): boolean {
  return method === 'POST' && urlPath === TRACK_FORM_PATH;
}

/** What a form post's fields ask, in the track form's order of checks. */
async function answerTrackForm(
  app: FastifyInstance,
  { orderId: orderIdText, email }: TypedFields,
): Promise<{ tracked: number } | { problems: TrackFormProblem[] }> {
  // Both empty fields are named at once, as the form's own checks name them.
  const missing: TrackFormProblem[] = [];
  if (orderIdText === '') missing.push('orderIdRequired');
  if (email === '') missing.push('emailRequired');
  if (missing.length > 0) return { problems: missing };
  const orderId = parseOrderId(orderIdText);
  if (orderId === null || email.length > FIELD_LENGTHS.email) {
    return { problems: ['orderNotFound'] };
  }
  const order = await app.repositories.visitors.findTrackable(orderId);
  // A wrong e-mail gets exactly the answer of an unknown order, as the track call gives.
  if (!order || !sameEmail(email, order.email)) return { problems: ['orderNotFound'] };
  return { tracked: orderId };
}

/**
 * Where a refusal sends the customer: the track form with the refusal's keys, at the Order ID
 * they typed when it can be read (/track-order/{orderId}, whose form starts with it). The
 * e-mail is never put in an address: a cookie keeps it for that form (keptEmail.ts).
 */
function refusalAddress(fields: TypedFields | undefined, problems: TrackFormProblem[]): string {
  const orderId = parseOrderId(fields?.orderId ?? '');
  const page =
    orderId === null ? TRACK_FORM_PATH : fillPath(CUSTOMER_PATHS.trackOrder, { orderId });
  const keys = new URLSearchParams(
    problems.map((problem): [string, string] => [TRACK_FORM_PROBLEM_PARAM, problem]),
  );
  return `${page}?${keys}`;
}

/** The cookie that hands the pass to the page's scripts: same site only, dropped by them. */
function handoverCookie(handover: PassHandover, secure: boolean): string {
  return setCookie(PASS_HANDOVER_COOKIE, encodePassHandover(handover), {
    path: '/',
    maxAge: PASS_HANDOVER_SECONDS,
    secure,
  });
}

/**
 * The track form before the page's scripts have run (docs/decisions.md#customer-pages-paint-before-their-scripts):
 * the customer site answers its plain post with a redirect (303, so a reload does not post it
 * again). When the Order ID and Email ID match it opens the page the form names (the download
 * page from the track form, else the page itself, as the scripted form does) and hands that
 * page's scripts the customer's pass in a short-lived cookie, never in an address; else it goes
 * back to the track form with the refusal's key, whose page shows the same message as the
 * form's own checks or the track call, with the fields as typed. Limited like the track call
 * (plugins/frontRateLimit.ts). Answered on the customer site only.
 */
export default async function trackForm(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    ...problems: TrackFormProblem[]
  ) => {
    const fields = fieldsOf(request);
    const kept = keptEmailCookie(request, fields?.email ?? '');
    if (kept !== null) reply.header('set-cookie', kept);
    return reply.redirect(refusalAddress(fields, problems), 303);
  };
  // A browser shows a page, not the API's envelope: a post past the limit, one the form could
  // not have sent, or one the database could not answer, goes back to the form with the
  // refusal, like any other (docs/decisions.md, "Customer pages paint before their scripts").
  const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const { statusCode } = error as Partial<Record<'statusCode', unknown>>;
    // The limit (and on PostgreSQL its shared counter's outage) is met once the form is read
    // (plugins/frontRateLimit.ts); past the others the form cannot be read.
    if (statusCode === 429) return refuse(request, reply, 'tooManyRequests');
    // Fields longer than any Order ID and e-mail together: no order has them.
    if (statusCode === 413) return refuse(request, reply, 'orderNotFound');
    // Not a form's encoding: no field could be read, as if both were left empty.
    if (statusCode === 415) return refuse(request, reply, 'orderIdRequired', 'emailRequired');
    if (!outsideFault(error)) throw error;
    logStorageError(request.log, error, `in POST ${TRACK_FORM_PATH}`);
    return refuse(request, reply, 'serviceUnavailable');
  };
  // Whatever its encoding, a post is read before it is counted against the limit
  // (plugins/frontRateLimit.ts), so none may be longer than the form's fields need.
  app.post(
    TRACK_FORM_PATH,
    { errorHandler, bodyLimit: TRACK_FORM_BODY_LIMIT },
    async (request, reply) => {
      if (siteOf(request) !== 'customer') {
        reply.callNotFound();
        return reply;
      }
      const fields = fieldsOf(request) ?? { orderId: '', email: '', landing: null };
      const answer = await answerTrackForm(app, fields);
      reply.header('cache-control', 'no-store');
      if ('problems' in answer) return refuse(request, reply, ...answer.problems);
      const orderId = answer.tracked;
      // A page of before this field opens the status page, as it always did.
      const landing = isTrackFormLanding(fields.landing) ? fields.landing : 'statusTrack';
      const pass = issueCustomerPass(orderId, app.config.jwtSecret);
      reply.header('set-cookie', handoverCookie({ orderId, pass }, request.protocol === 'https'));
      return reply.redirect(fillPath(CUSTOMER_PATHS[landing], { orderId }), 303);
    },
  );
}
