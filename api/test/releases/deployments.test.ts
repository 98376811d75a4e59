import { rmSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import { callRoute, envelopeOf } from '../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../helpers/testApp';
import { publishFakeRelease } from './releaseFixtures';

const DEPLOY_TOKEN = 'a deploy token of at least thirty-two characters';
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('deploying and rolling back a remote release', () => {
  let t: TestApp;
  let admin: string;
  let first: string;
  let second: string;
  let incompatible: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { DEPLOY_TOKEN } });
    admin = await login(t.app, 'admin@demo.test');
    first = await publishFakeRelease(t.config.releasesDir, { text: 'first' });
    second = await publishFakeRelease(t.config.releasesDir, { text: 'second' });
    incompatible = await publishFakeRelease(t.config.releasesDir, {
      text: 'contract two',
      contractVersion: '2.0.0',
    });
  });
  afterAll(() => t.close());

  const remotesJson = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    return response.json<Record<string, unknown>>();
  };
  const deploy = (releaseId: string, token = admin, remote = 'queues') =>
    callRoute(t.app, API_ROUTES.deployRelease, token, { body: { remote, releaseId } });
  const rollback = (token = admin) =>
    callRoute(t.app, API_ROUTES.rollbackRelease, token, { body: { remote: 'queues' } });
  const auditOf = () =>
    t.sql
      .prepare(
        `select actor_name, action, entity, entity_id, from_value, to_value from audit_log
         where entity = 'remote' order by id`,
      )
      .all();

  it('serves the built dist/ while no release is active', async () => {
    expect((await remotesJson()).queues).toBe('/remotes/queues/mf-manifest.json');
  });

  it('switches /remotes.json to the deployed release, with what it was built against, audited', async () => {
    const response = await deploy(first);
    expect(response.statusCode).toBe(200);
    const list = envelopeOf<RemoteReleases>(response).data;
    expect(list).toMatchObject({ remote: 'queues', activeReleaseId: first, rollbackTo: null });
    expect((await remotesJson()).queues).toEqual({
      entry: `/releases/queues/${first}/mf-manifest.json`,
      release: { id: first, contractVersion: '1.0.0', sharedLibraries: { react: '19.3.1' } },
    });

    expect((await deploy(second, DEPLOY_TOKEN)).statusCode).toBe(200);
    expect((await remotesJson()).queues).toMatchObject({
      entry: `/releases/queues/${second}/mf-manifest.json`,
    });
    expect(auditOf()).toEqual([
      {
        actor_name: 'Alice Admin',
        action: 'release.deploy',
        entity: 'remote',
        entity_id: 'queues',
        from_value: null,
        to_value: first,
      },
      {
        actor_name: 'Deploy token',
        action: 'release.deploy',
        entity: 'remote',
        entity_id: 'queues',
        from_value: first,
        to_value: second,
      },
    ]);
  });

  it('lists every remote with its releases, the active one and the history', async () => {
    const response = await callRoute(t.app, API_ROUTES.remoteReleases, admin);
    const lists = envelopeOf<RemoteReleases[]>(response).data ?? [];
    expect(lists.map((list) => list.remote)).toEqual([
      'queues',
      'orderDetail',
      'adminSettings',
      'customer',
    ]);
    const queues = lists[0]!;
    expect(queues.activeReleaseId).toBe(second);
    expect(queues.rollbackTo).toBe(first);
    expect(queues.releases.map((release) => release.id).sort()).toEqual(
      [first, second, incompatible].sort(),
    );
    expect(queues.history.map((entry) => [entry.action, entry.releaseId, entry.actorName])).toEqual(
      [
        ['deploy', second, 'Deploy token'],
        ['deploy', first, 'Alice Admin'],
      ],
    );
  });

  it('refuses a release built against another contract, naming the mismatch', async () => {
    const response = await deploy(incompatible);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 0,
      message: `Release ${incompatible} of queues is not compatible with this portal: built against contract 2.0.0, this portal needs ^1.0.0.`,
    });
    expect((await remotesJson()).queues).toMatchObject({ release: { id: second } });
  });

  it('refuses an unknown release and an unknown remote with a message', async () => {
    const unknown = await deploy('1.0.0-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'The queues remote has no published release 1.0.0-000000000000.',
    );
    const badRemote = await deploy(first, admin, 'nowhere');
    expect(badRemote.statusCode).toBe(400);
    expect(badRemote.json().status).toBe(0);
  });

  it('rolls back one release at a time, and refuses when there is nothing before', async () => {
    const back = await rollback();
    expect(back.statusCode).toBe(200);
    expect(envelopeOf<RemoteReleases>(back).data).toMatchObject({
      activeReleaseId: first,
      rollbackTo: null,
    });
    expect((await remotesJson()).queues).toMatchObject({ release: { id: first } });
    expect(auditOf().at(-1)).toMatchObject({
      action: 'release.rollback',
      from_value: second,
      to_value: first,
    });

    const none = await rollback(DEPLOY_TOKEN);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('The queues remote has no earlier release to roll back to.');
  });

  it('serves release files for a year and its manifests revalidated', async () => {
    const get = (file: string) =>
      t.app.inject({ method: 'GET', url: `/releases/queues/${first}/${file}` });
    const expected = [
      ['remoteEntry.js', IMMUTABLE],
      ['src_Queue.0a1b2c3d.js', IMMUTABLE],
      ['mf-manifest.json', NO_CACHE],
      ['release.json', NO_CACHE],
    ];
    const served = [];
    for (const [file] of expected) {
      const response = await get(file!);
      expect(response.statusCode).toBe(200);
      served.push([file, response.headers['cache-control']]);
    }
    expect(served).toEqual(expected);
    expect((await get('missing.js')).statusCode).toBe(404);
  });

  it('keeps pointing at the active release when its files are gone, never at another build', async () => {
    const vanishing = await publishFakeRelease(t.config.releasesDir, { text: 'vanishing' });
    expect((await deploy(vanishing)).statusCode).toBe(200);
    rmSync(path.join(t.config.releasesDir, 'queues', vanishing), { recursive: true });
    expect((await remotesJson()).queues).toBe(`/releases/queues/${vanishing}/mf-manifest.json`);
    expect((await rollback()).statusCode).toBe(200);
  });

  it('lets the deploy token do nothing but releases', async () => {
    const response = await callRoute(t.app, API_ROUTES.folderCount, DEPLOY_TOKEN);
    expect(response.statusCode).toBe(403);
    const staffPage = await callRoute(t.app, API_ROUTES.userInfo, DEPLOY_TOKEN);
    expect(staffPage.statusCode).toBe(403);
  });

  it('refuses every role but Admin', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const response = await callRoute(t.app, API_ROUTES.remoteReleases, manager);
    expect(response.statusCode).toBe(403);
    expect((await deploy(second, manager)).statusCode).toBe(403);
  });
});
