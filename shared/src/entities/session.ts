import type { Static } from '@sinclair/typebox';
import type { loginCredentialsSchema } from '../schemas/sessionSchemas';
import type { loginResultSchema } from '../schemas/staffSchemas';
import type { SessionUser } from './staff';

/** Local storage key of the session (docs/product.md#login). */
export const SESSION_STORAGE_KEY = 'user';

/**
 * The local storage entry `user` (docs/product.md#records), both readings at once:
 * `accessToken` holds the login response's jwtToken, `user` the name and type.
 */
export interface StoredSession {
  accessToken: string;
  user: SessionUser;
}

/** The sign-in form's fields, and what signing in answers in `data`, as their schemas declare them. */
export type LoginCredentials = Static<typeof loginCredentialsSchema>;
export type LoginResult = Static<typeof loginResultSchema>;

/** Auth state (docs/product.md#records). */
export interface AuthState {
  loading: boolean;
  error: string | null;
  data: LoginResult | null;
  isAuth: boolean;
  role: null;
  userInfoLoading: boolean;
}
