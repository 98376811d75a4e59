import { rmSync } from 'node:fs';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { RemoteReleases } from '@portal/shared/entities/deployments';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';
import { createReleaseStore } from '../../src/releases/createReleaseStore';
import type { ReleaseStore } from '../../src/releases/releaseStore';
import { callRoute, callRouteUnchecked, envelopeOf } from '../helpers/callRoute';
import { createTestApp, login, makeTempDir, writeFiles, type TestApp } from '../helpers/testApp';
import { publishFakeRelease, removeReleaseFiles } from './releaseFixtures';

const DEPLOY_TOKEN = 'a deploy token of at least thirty-two characters';
const SHELL_PROVIDES = {
  contract: { 'schemas/queueSchemas': { folderCountsSchema: 'as built' } },
  libraries: { react: '19.1.0' },
  subsets: {},
};
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Releases in RELEASES_DIR here; in the api-s3 project in the app's bucket on s3rver. */
describe('deploying and rolling back a remote release', () => {
  let t: TestApp;
  let store: ReleaseStore;
  let admin: string;
  let first: string;
  let second: string;
  let incompatible: string;
  let otherReact: string;
  let repoRoot: string;

  beforeAll(async () => {
    // The shell's build as its compatibility.json records it: what a deploy is checked against.
    repoRoot = makeTempDir();
    writeFiles(repoRoot, { 'shell/dist/compatibility.json': JSON.stringify(SHELL_PROVIDES) });
    t = await createTestApp({ env: { DEPLOY_TOKEN }, config: { repoRoot } });
    admin = await login(t.app, 'admin@demo.test');
    // The squads' command chooses its store from the same settings as the server.
    store = createReleaseStore(t.config);
    first = await publishFakeRelease(store, { text: 'first' });
    second = await publishFakeRelease(store, { text: 'second' });
    incompatible = await publishFakeRelease(store, {
      text: 'renamed field',
      needs: { contract: { 'schemas/queueSchemas': { folderCountsSchema: 'renamed' } } },
    });
    otherReact = await publishFakeRelease(store, {
      text: 'built with React 18',
      needs: { libraries: { react: '18.3.1' } },
    });
  });
  afterAll(async () => {
    store.close();
    await t.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  const remotesJson = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    return response.json<Record<string, unknown>>();
  };
  const deploy = (releaseId: string, token = admin, remote: RemoteName = 'queues') =>
    callRoute(t.app, API_ROUTES.deployRelease, token, { body: { remote, releaseId } });
  const rollback = (token = admin, remote: RemoteName = 'queues') =>
    callRoute(t.app, API_ROUTES.rollbackRelease, token, { body: { remote } });
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
    // The Deployments screen shows this message as it comes.
    expect(response.json().message).toBe(`Release ${first} is now active for queues.`);
    const list = envelopeOf<RemoteReleases>(response).data;
    expect(list).toMatchObject({ remote: 'queues', activeReleaseId: first, rollbackTo: null });
    expect((await remotesJson()).queues).toEqual({
      entry: `/releases/queues/${first}/mf-manifest.json`,
      release: { id: first, problems: [] },
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
      [first, second, incompatible, otherReact].sort(),
    );
    expect(queues.history.map((entry) => [entry.action, entry.releaseId, entry.actorName])).toEqual(
      [
        ['deploy', second, 'Deploy token'],
        ['deploy', first, 'Alice Admin'],
      ],
    );
  });

  it('lists the same to the deploy token as to an Admin', async () => {
    const byToken = await callRoute(t.app, API_ROUTES.remoteReleases, DEPLOY_TOKEN);
    expect(byToken.statusCode).toBe(200);
    const byAdmin = await callRoute(t.app, API_ROUTES.remoteReleases, admin);
    expect(byToken.json().data).toEqual(byAdmin.json().data);
  });

  it('refuses a release built against another contract, naming the module and declaration', async () => {
    const response = await deploy(incompatible);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: `Release ${incompatible} of queues does not fit this portal: contract module schemas/queueSchemas (folderCountsSchema declared otherwise here).`,
    });
    expect((await remotesJson()).queues).toMatchObject({ release: { id: second } });
  });

  it('refuses a release built with another major version of a shared library', async () => {
    const response = await deploy(otherReact);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: 0,
      message: `Release ${otherReact} of queues does not fit this portal: react 18.3.1, this portal provides 19.1.0.`,
    });
    expect((await remotesJson()).queues).toMatchObject({ release: { id: second } });
  });

  it('refuses an unknown release and an unknown remote with a message', async () => {
    const unknown = await deploy('1.0.0-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'The queues remote has no published release 1.0.0-000000000000.',
    );
    const badRemote = await callRouteUnchecked(t.app, API_ROUTES.deployRelease, admin, {
      body: { remote: 'nowhere', releaseId: first },
    });
    expect(badRemote.statusCode).toBe(400);
    expect(badRemote.json().status).toBe(0);
  });

  it('rolls back one release at a time, and refuses when there is nothing before', async () => {
    const back = await rollback();
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(`Rolled queues back to release ${first}.`);
    expect(envelopeOf<RemoteReleases>(back).data).toMatchObject({
      activeReleaseId: first,
      rollbackTo: null,
    });
    expect((await remotesJson()).queues).toMatchObject({ release: { id: first } });
    expect(auditOf().at(-1)).toMatchObject({
      actor_name: 'Alice Admin',
      action: 'release.rollback',
      from_value: second,
      to_value: first,
    });

    const none = await rollback(DEPLOY_TOKEN);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('The queues remote has no earlier release to roll back to.');
  });

  it('rolls back step by step, each time to the release active before, on a remote of its own', async () => {
    const remote = 'adminSettings';
    const never = await rollback(admin, remote);
    expect(never.statusCode).toBe(409);
    expect(never.json().message).toBe(
      'The adminSettings remote has no active release to roll back.',
    );
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const id = await publishFakeRelease(store, { remote, text });
      expect((await deploy(id, admin, remote)).statusCode).toBe(200);
      ids.push(id);
    }
    const steps = [];
    for (let step = 0; step < 3; step++) {
      const answer = await rollback(admin, remote);
      const list = envelopeOf<RemoteReleases>(answer).data;
      steps.push([answer.statusCode, list?.activeReleaseId, list?.rollbackTo]);
    }
    // three → two (next: one) → one (nothing before it) → refused.
    expect(steps).toEqual([
      [200, ids[1], ids[0]],
      [200, ids[0], null],
      [409, undefined, undefined],
    ]);
  });

  const getFile = (file: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/releases/queues/${first}/${file}`, headers });

  it('serves release files for a year and its manifests revalidated', async () => {
    const expected = [
      ['remoteEntry.js', IMMUTABLE, 'application/javascript; charset=utf-8'],
      ['src_Queue.0a1b2c3d.js', IMMUTABLE, 'application/javascript; charset=utf-8'],
      ['mf-manifest.json', NO_CACHE, 'application/json; charset=utf-8'],
      ['release.json', NO_CACHE, 'application/json; charset=utf-8'],
    ];
    const served = [];
    for (const [file] of expected) {
      const response = await getFile(file!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      served.push([file, response.headers['cache-control'], response.headers['content-type']]);
    }
    expect(served).toEqual(expected);
    expect((await getFile('src_Queue.0a1b2c3d.js')).body).toBe('first');
  });

  it('sends the precompressed copy the browser accepts, a manifest still revalidated', async () => {
    const manifest = await getFile('mf-manifest.json', { 'accept-encoding': 'gzip, br' });
    expect(manifest.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': NO_CACHE,
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(manifest.body).toBe('brotli of the manifest: first');
    const chunk = await getFile('src_Queue.0a1b2c3d.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(chunk.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': IMMUTABLE });
    expect(chunk.body).toBe('gzip of first');
  });

  it('answers a revalidation whose copy is current with 304', async () => {
    const { etag } = (await getFile('mf-manifest.json')).headers;
    expect(etag).toEqual(expect.any(String));
    const again = await getFile('mf-manifest.json', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing file, a source map, another remote or a path out of the release', async () => {
    for (const url of [
      `/releases/queues/${first}/missing.js`,
      `/releases/queues/${first}/src_Queue.0a1b2c3d.js.map`,
      `/releases/customer/${first}/remoteEntry.js`,
      `/releases/nowhere/${first}/remoteEntry.js`,
      `/releases/queues/${first}/..%2F${second}%2FremoteEntry.js`,
      `/releases/queues/..%2Fqueues/remoteEntry.js`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('keeps pointing at the active release when its files are gone, never at another build', async () => {
    const vanishing = await publishFakeRelease(store, { text: 'vanishing' });
    expect((await deploy(vanishing)).statusCode).toBe(200);
    await removeReleaseFiles(t.config, vanishing, ['mf-manifest.json', 'remoteEntry.js']);
    expect((await remotesJson()).queues).toBe(`/releases/queues/${vanishing}/mf-manifest.json`);
    expect((await rollback()).statusCode).toBe(200);
  });

  it('takes a deploy of the active release again as done: no history, the same rollback', async () => {
    const before = envelopeOf<RemoteReleases>(await deploy(second)).data;
    const audited = auditOf().length;
    const again = await deploy(second);
    expect(again.statusCode).toBe(200);
    expect(envelopeOf<RemoteReleases>(again).data).toEqual(before);
    expect(auditOf()).toHaveLength(audited);
  });

  it('refuses to roll back to a release whose files are gone, and keeps the active one', async () => {
    const gone = await publishFakeRelease(store, { text: 'gone before its rollback' });
    const kept = await publishFakeRelease(store, { text: 'kept active' });
    expect((await deploy(gone)).statusCode).toBe(200);
    expect((await deploy(kept)).statusCode).toBe(200);
    await removeReleaseFiles(t.config, gone, ['remoteEntry.js']);
    const refused = await rollback();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Release ${gone} of queues is no longer published.`);
    expect((await remotesJson()).queues).toMatchObject({ release: { id: kept } });
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
