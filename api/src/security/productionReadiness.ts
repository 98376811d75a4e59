import type { Kysely } from 'kysely';
import { ConfigError, type AppConfig } from '../config';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, DEMO_STAFF } from '../db/seed/demoStaff';
import { verifyPassword } from '../lib/passwords';
import { StaffRepository } from '../repositories/staffRepository';

export type ReadinessConfig = Pick<AppConfig, 'nodeEnv' | 'jwtSecretGenerated' | 'seedDemoData'>;

/**
 * In production (NODE_ENV=production) the server refuses to start while anything known to
 * everyone could sign in: the generated development secret, demo data seeding, or a demo
 * account that still has the demo password (a JWT_SECRET under 32 characters is refused in
 * every mode by loadConfig). Every problem is named with what to do about it.
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
