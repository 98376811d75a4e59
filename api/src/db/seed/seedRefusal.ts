/**
 * Why the seed command must not run here, or null. Demo data is for development: a
 * production server refuses to start with the demo accounts, and `--reset` deletes the
 * database and every document beside it, so in production the seed could only destroy.
 */
export function seedRefusal(nodeEnv: string | undefined): string | null {
  return nodeEnv === 'production'
    ? 'The seed makes demo data, which production refuses (NODE_ENV=production): nothing was changed. Seed a development database instead.'
    : null;
}
