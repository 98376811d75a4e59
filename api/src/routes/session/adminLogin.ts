import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { spendPasswordCheckTime, verifyPassword } from '../../lib/passwords';
import { fieldMessages } from '../../lib/schemaTypes';
import { signToken } from '../../lib/tokens';
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

export default function adminLogin(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.adminLogin, {
    schema: { body },
    handler: async (request) => {
      const { email, password } = request.body;
      const member = await app.repositories.staff.findActiveByEmail(email);
      if (!member) {
        await spendPasswordCheckTime(password);
        throw new ApiError(401, MESSAGE_LOGIN_FAILED);
      }
      if (!(await verifyPassword(password, member.password_hash))) {
        throw new ApiError(401, MESSAGE_LOGIN_FAILED);
      }
      const user = { id: member.id, name: member.name, email: member.email, type: member.type };
      const jwtToken = signToken(
        { user, tv: member.token_version },
        app.config.jwtSecret,
        app.config.jwtTtlSeconds,
      );
      return success('Login successful.', { jwtToken, data: user });
    },
  });
}
