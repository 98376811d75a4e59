import type { SessionUser } from './staff';

/**
 * The local storage entry `user` (docs/product.md#records), both readings at once:
 * `accessToken` holds the login response's jwtToken, `user` the name and type.
 */
export interface StoredSession {
  accessToken: string;
  user: SessionUser;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** What POST /admin/admin-login answers in `data`. */
export interface LoginResult {
  jwtToken: string;
  data: SessionUser;
}

/** Auth state (docs/product.md#records). */
export interface AuthState {
  loading: boolean;
  error: string | null;
  data: LoginResult | null;
  isAuth: boolean;
  role: null;
  userInfoLoading: boolean;
}
