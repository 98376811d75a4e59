import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';
import {
  editFile,
  forgetDeployments,
  publishedId,
  releaseBuildIn,
  releaseCommand,
  scratchCopy,
} from '../support/releases';

/**
 * What breaks a remote's screens is caught at deploy (docs/architecture.md, "Releases and
 * deploys"): a squad's clone changes the contract or a shared subset, builds and publishes
 * the queues remote as `npm run release` does, and `npm run deploy` checks the release
 * against the shell this portal runs. One scratch copy, three builds of the one remote.
 */
jest.setTimeout(600_000);

let scratch: string;
let browser: Browser | undefined;
const builds: string[] = [];

/** Builds the queues remote in the scratch copy and publishes it; returns the release id. */
async function release(): Promise<string> {
  const buildDir = await releaseBuildIn(scratch);
  builds.push(buildDir);
  return publishedId(
    await releaseCommand('publish', path.join(scratch, 'remote-queues'), '--build-dir', buildDir),
  );
}

beforeAll(() => {
  scratch = scratchCopy();
});

afterAll(async () => {
  forgetDeployments('queues');
  await browser?.close();
  for (const dir of [scratch, ...builds]) if (dir) rmSync(dir, { recursive: true, force: true });
});

it('refuses a release built against a renamed response field, naming its module', async () => {
  const renamed = [
    ['shared/src/schemas/queueSchemas.ts', 'chargeBackCount:', 'chargeBacksCount:'],
    ['shared/src/folders/folderRules.ts', "'chargeBackCount'", "'chargeBacksCount'"],
  ] as const;
  for (const [file, from, to] of renamed) editFile(scratch, file, from, to);
  const id = await release();
  for (const [file, from, to] of renamed) editFile(scratch, file, to, from);

  const refused = await releaseCommand('deploy', 'queues', id);
  expect(refused.code).not.toBe(0);
  // The route table's, the queue calls' and the queue schemas' types hold the renamed field too.
  expect(refused.output).toContain(
    `Release ${id} of queues does not fit this portal: contract module api/apiRoutes (API_ROUTES declared otherwise here); contract module api/routes/queueRoutes (QUEUE_ROUTES declared otherwise here); contract module schemas/queueSchemas (folderCountsSchema declared otherwise here).`,
  );
  expect((await releaseCommand('list', 'queues')).output).not.toContain(`* ${id}`);
});

it('deploys a release whose only change is in a contract module it does not import, and shows it', async () => {
  editFile(
    scratch,
    'shared/src/orders/documentRules.ts',
    'MAX_DOCUMENT_MB = 10',
    'MAX_DOCUMENT_MB = 12',
  );
  const id = await release();

  const deployed = await releaseCommand('deploy', 'queues', id);
  expect(deployed.output).toContain(`* ${id}`);
  expect(deployed.code).toBe(0);

  browser = await launchBrowser();
  const page = await newPage(browser);
  await signIn(page, DEMO_STAFF.Admin.email);
  await page
    .getByRole('link', { name: /^Pending Orders/ })
    .first()
    .click();
  await page
    .locator('.search-box label')
    .filter({ hasText: /^Search$/ })
    .waitFor();
  expect(await page.getByRole('alert').filter({ hasText: 'unavailable' }).count()).toBe(0);
});

it('refuses a release that uses a name the shell’s copy of a shared subset does not export', async () => {
  editFile(
    scratch,
    'webpack/sharedModules/reactRouter.mjs',
    '  useLocation,\n',
    '  useLocation,\n  useMatch,\n',
  );
  editFile(
    scratch,
    'remote-queues/src/features/orders-list/components/ActionCell.tsx',
    "import { Link } from 'react-router-dom';",
    "import { Link, useMatch } from 'react-router-dom';\nexport const matchOfRoute = useMatch;",
  );
  const id = await release();

  const refused = await releaseCommand('deploy', 'queues', id);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(
    `Release ${id} of queues does not fit this portal: useMatch of react-router-dom, which this portal's copy does not export.`,
  );
});
