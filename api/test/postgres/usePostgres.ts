// Read by test/helpers/testDatabase.ts: this project's apps run on PostgreSQL.
process.env.TEST_DIALECT = 'postgres';
