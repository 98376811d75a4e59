import { countHit } from '../../src/plugins/sharedRateLimitStore';
import { createTestApp, type TestApp } from '../helpers/testApp';

describe('the shared rate-limit counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts hits in a window, tells what is left of it, and starts over when it ends', async () => {
    const start = 1_000_000;
    expect(await countHit(t.app.db, 'client', 60_000, start)).toEqual({ current: 1, ttl: 60_000 });
    expect(await countHit(t.app.db, 'client', 60_000, start + 15_000)).toEqual({
      current: 2,
      ttl: 45_000,
    });
    expect(await countHit(t.app.db, 'other client', 60_000, start + 15_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
    expect(await countHit(t.app.db, 'client', 60_000, start + 60_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });
});
