/** A failure the client should see: its HTTP status and the message of the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const MESSAGE_SIGN_IN = 'Please sign in to continue.';
export const MESSAGE_SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const MESSAGE_FORBIDDEN = 'You do not have permission to do this.';
