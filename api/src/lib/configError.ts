/** A setting the server cannot start with; `server.ts` prints its message as one line and exits. */
export class ConfigError extends Error {}
