import pg from 'pg';
import { ADMIN_URL_VARIABLE, TEMPLATE_VARIABLE, adminQuery } from '../helpers/testDatabase';

/** Drops the template and any test database a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env[ADMIN_URL_VARIABLE];
  const template = process.env[TEMPLATE_VARIABLE];
  if (!adminUrl || !template) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client
    .query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${template}%`,
    ])
    .finally(() => client.end());
  for (const { datname } of rows) {
    await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`);
  }
}
