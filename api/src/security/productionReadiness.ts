import type { Kysely } from 'kysely';
import { ConfigError } from '../lib/configError';
import { type AppConfig } from '../config';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../db/seed/demoStaff';
import { verifyPassword } from '../lib/passwords';
import { StaffRepository } from '../repositories/staffRepository';

export type ReadinessConfig = Pick<
  AppConfig,
  | 'nodeEnv'
  | 'jwtSecret'
  | 'jwtSecretGenerated'
  | 'jwtTtlSeconds'
  | 'sessionMaxAgeSeconds'
  | 'seedDemoData'
  | 'customerOrigin'
>;

/**
 * Instances sharing one database (DATABASE_URL: PostgreSQL, the several-instance mode of
 * docs/deployment.md) must sign sessions with one secret: a secret generated into each
 * instance's DATA_DIR would sign a member out whenever the balancer sent them elsewhere.
 * Refused in every mode, before anything connects; SQLite (one instance) keeps the
 * generated development secret.
 */
export function assertSharedJwtSecret(
  config: Pick<AppConfig, 'database' | 'jwtSecretGenerated'>,
): void {
  if (config.database.dialect === 'postgres' && config.jwtSecretGenerated) {
    throw new ConfigError(
      'JWT_SECRET must be set when DATABASE_URL is set: every instance sharing the database must sign sessions with the same secret (for example: openssl rand -base64 48).',
    );
  }
}

/** A random secret of 32 characters or more has far more different characters than this. */
export const MIN_SECRET_VARIETY = 10;
/** The idle limit is meant for an idle session: a day is already generous. */
export const MAX_JWT_TTL_SECONDS = 24 * 3600;
/** No sign-in lasts longer than a week without entering the password again. */
export const MAX_SESSION_AGE_SECONDS = 7 * 24 * 3600;

/**
 * In production (NODE_ENV=production) the server refuses to start while anything known to
 * everyone could sign in: the generated development secret, a guessable JWT_SECRET, session
 * lengths beyond their maximum, demo data seeding, or a demo account that still has the demo
 * password (a JWT_SECRET under 32 characters is refused in every mode by loadConfig); nor
 * without CUSTOMER_ORIGIN, whose absence would send every customer's mail link to localhost.
 * Every problem is named with what to do about it.
 */
export async function assertProductionReady(
  config: ReadinessConfig,
  db: Kysely<Database>,
): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const problems = [...configProblems(config), ...(await demoLoginProblems(db))];
  if (problems.length > 0) {
    throw new ConfigError(
      `refusing to start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

function configProblems(config: ReadinessConfig): string[] {
  const problems: string[] = [];
  if (config.jwtSecretGenerated) {
    problems.push(
      'JWT_SECRET is not set, so the generated development secret would sign sessions. Set JWT_SECRET to a random value of at least 32 characters (for example: openssl rand -base64 48).',
    );
  }
  const variety = new Set(config.jwtSecret).size;
  if (!config.jwtSecretGenerated && variety < MIN_SECRET_VARIETY) {
    problems.push(
      `JWT_SECRET has only ${variety} different characters, so it can be guessed. Set it to a random value (for example: openssl rand -base64 48).`,
    );
  }
  if (config.jwtTtlSeconds > MAX_JWT_TTL_SECONDS) {
    problems.push(
      'JWT_TTL is longer than 24h, the most an idle session may last. Set at most 24h.',
    );
  }
  if (config.sessionMaxAgeSeconds > MAX_SESSION_AGE_SECONDS) {
    problems.push(
      'SESSION_MAX_AGE is longer than 7d, the most a sign-in may last. Set at most 7d.',
    );
  }
  if (config.customerOrigin === null) {
    problems.push(
      'CUSTOMER_ORIGIN is not set, so the mails would link customers to this machine (localhost). Set it to the customer site’s public origin, e.g. https://track.example.com.',
    );
  }
  if (config.seedDemoData) {
    problems.push(
      'SEED_DEMO_DATA is true: it adds demo accounts with a published password. Set SEED_DEMO_DATA=false.',
    );
  }
  return problems;
}

async function demoLoginProblems(db: Kysely<Database>): Promise<string[]> {
  const staff = new StaffRepository(db);
  const problems: string[] = [];
  for (const { email } of DEMO_STAFF) {
    const member = await staff.findActiveByEmail(email);
    if (member && (await verifyPassword(DEMO_PASSWORD, member.password_hash))) {
      problems.push(
        `the demo account ${email} still has the demo password. Delete it (Manage Team) or give it a new password.`,
      );
    }
  }
  return problems;
}
