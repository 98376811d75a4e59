import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import {
  PasswordChecksBusyError,
  spendPasswordCheckTime,
  verifyPassword,
} from '../../lib/passwords';
import { logStorageError } from '../../db/storageErrors';
import {
  LoginThrottle,
  tooManyAttemptsMessage,
  type LoginWait,
} from '../../security/loginThrottle';
import { startSession } from '../../security/sessions';
import { defineRoute } from '../defineRoute';

/** One message for an unknown e-mail and a wrong password: it must not tell which. */
export const MESSAGE_LOGIN_FAILED = 'Invalid email or password.';

function tooManyAttempts(reply: FastifyReply, wait: LoginWait): ApiError {
  reply.header('retry-after', String(wait.seconds));
  return new ApiError(429, tooManyAttemptsMessage(wait));
}

/**
 * Staff sign-in. Repeated failures hold back the e-mail from that client, slow the account
 * down for clients that have failed, and hold a client that tries many e-mails; a held e-mail
 * gets the same 429 whether or not it has an account, and even with the right password. An
 * attempt that cannot be recorded (a full disk) is refused with 503 before any password is
 * checked, and so is one that finds too many password checks waiting their turn
 * (lib/passwords), which counts as no failure. See docs/security.md.
 */
export default function adminLogin(app: FastifyInstance): void {
  const throttle = new LoginThrottle(app.repositories.loginFailures, app.config.loginLock, {
    onForgetError: (error) => logStorageError(app.log, error, 'forgetting sign-in failures'),
  });

  defineRoute(app, API_ROUTES.adminLogin, {
    handler: async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const { password } = request.body;
      const result = await throttle
        .attempt(email, request.ip, async () => {
          const member = await app.repositories.staff.findActiveByEmail(email);
          if (!member) return spendPasswordCheckTime(password).then(() => null);
          return (await verifyPassword(password, member.password_hash)) ? member : null;
        })
        .catch((error: unknown) => {
          if (error instanceof PasswordChecksBusyError) app.metrics.signInBusy();
          throw error;
        });
      if (result.outcome !== 'succeeded') {
        if (result.outcome === 'failed') app.metrics.signInFailed();
        if (result.wait) {
          app.metrics.signInHeld(result.wait);
          throw tooManyAttempts(reply, result.wait);
        }
        throw new ApiError(401, MESSAGE_LOGIN_FAILED);
      }

      const member = result.value;
      const user = { id: member.id, name: member.name, email: member.email, type: member.type };
      const jwtToken = startSession(app.config, { user, tokenVersion: member.token_version });
      return success('Login successful.', { jwtToken, data: user });
    },
  });
}
