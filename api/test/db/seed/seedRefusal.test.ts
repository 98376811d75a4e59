import { seedRefusal } from '../../../src/db/seed/seedRefusal';

describe('seedRefusal', () => {
  it('refuses in production, where demo data is refused and --reset would delete real data', () => {
    expect(seedRefusal('production')).toMatch(/production refuses.*nothing was changed/);
  });

  it.each([undefined, 'development', 'test'])('allows NODE_ENV=%s', (nodeEnv) => {
    expect(seedRefusal(nodeEnv)).toBeNull();
  });
});
