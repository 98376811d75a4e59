import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { spendPasswordCheckTime, verifyPassword } from '../../lib/passwords';
import { fieldMessages } from '../../lib/schemaTypes';
import { LoginThrottle, tooManyAttemptsMessage } from '../../security/loginThrottle';
import { startSession } from '../../security/sessions';
import { defineRoute } from '../defineRoute';

/** One message for an unknown e-mail and a wrong password: it must not tell which. */
export const MESSAGE_LOGIN_FAILED = 'Invalid email or password.';

const body = Type.Object({
  email: Type.String({
    format: 'email',
    ...fieldMessages({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid }),
  }),
  password: Type.String({
    minLength: 1,
    ...fieldMessages({ required: MESSAGES.passwordRequired }),
  }),
});

function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, tooManyAttemptsMessage(retryAfterSeconds));
}

/**
 * Staff sign-in. Repeated failures lock the e-mail (and a client that tries many) for a
 * while; a locked e-mail gets the same 429 whether or not it has an account, and even
 * with the right password. See docs/security.md.
 */
export default function adminLogin(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.adminLogin, {
    schema: { body },
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { password } = request.body;
      const throttle = new LoginThrottle(app.repositories.loginFailures, app.config.loginLock);
      const gate = await throttle.begin(email, request.ip);
      if (!gate.allowed) throw tooManyAttempts(reply, gate.retryAfterSeconds);

      const member = await app.repositories.staff.findActiveByEmail(email);
      const passwordMatches = member
        ? await verifyPassword(password, member.password_hash)
        : await spendPasswordCheckTime(password).then(() => false);
      if (!member || !passwordMatches) {
        const lockedFor = await throttle.failed(email, request.ip);
        if (lockedFor !== null) throw tooManyAttempts(reply, lockedFor);
        throw new ApiError(401, MESSAGE_LOGIN_FAILED);
      }

      await throttle.succeeded(email);
      const user = { id: member.id, name: member.name, email: member.email, type: member.type };
      const jwtToken = startSession(app.config, { user, tokenVersion: member.token_version });
      return success('Login successful.', { jwtToken, data: user });
    },
  });
}
