import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_STAFF, launchBrowser, newPage, signIn } from '../support/browser';
import { e2eDataDir } from '../support/portalServer';
import {
  buildChangedQueues,
  copyRelease,
  editRelease,
  forgetDeployments,
  publishedId,
  releaseCommand,
  withNeeds,
} from '../support/releases';

/**
 * A squad's release, deploy and rollback of the queues remote while a staff page stays open
 * (README, "How a squad releases, deploys and rolls back one remote"): the page shows the new
 * release on its next navigation, with no shell rebuild and no server restart. The changed
 * release is built once, unminified (webpack is the slow part of this file).
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const OLD_TEXT = 'Search';
const NEW_TEXT = 'Find an order';
const FALLBACK_WITHIN_MS = 25_000;
const INCOMPATIBLE_ID = '1.0.0-cccccccccccc';
const OLD_CONTRACT_ID = '1.0.0-eeeeeeeeeeee';
const VANISHING_ID = '1.0.0-dddddddddddd';

let browser: Browser;
let page: Page;
let current: string;
let changed: string;

beforeAll(async () => {
  const changedBuild = await buildChangedQueues(
    /SearchBox\.tsx$/,
    `>${OLD_TEXT}</label>`,
    `>${NEW_TEXT}</label>`,
  );
  current = publishedId(await releaseCommand('publish', path.join(ROOT, 'remote-queues')));
  changed = publishedId(
    await releaseCommand('publish', path.join(ROOT, 'remote-queues'), '--build-dir', changedBuild),
  );
  rmSync(changedBuild, { recursive: true, force: true });
  expect((await releaseCommand('deploy', 'queues', current)).code).toBe(0);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, DEMO_STAFF.Admin.email);
  // Marks this document: a reload or a new page would lose it.
  await page.evaluate(() => Object.assign(window, { openSinceDeploy: true }));
}, 600_000);

afterAll(async () => {
  forgetDeployments('queues');
  await browser?.close();
});

/** A click on a link of the layout, as staff move around: a navigation inside the open page. */
async function goTo(label: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .first()
    .click();
}

/** The queue's search label: the text the changed release shows differently. */
const searchLabel = (text: string) =>
  page.locator('.search-box label').filter({ hasText: new RegExp(`^${text}$`) });

async function stillTheSamePage(): Promise<boolean> {
  return page.evaluate(() => 'openSinceDeploy' in window);
}

it('shows the deployed release on the next navigation, without a reload or restart', async () => {
  await goTo('Pending Orders');
  await searchLabel(OLD_TEXT).waitFor();

  const deployed = await releaseCommand('deploy', 'queues', changed);
  expect(deployed.output).toContain(`* ${changed}`);

  await goTo('Completed Orders');
  await searchLabel(NEW_TEXT).waitFor();
  expect(await stillTheSamePage()).toBe(true);
});

it('shows the earlier release again after a rollback', async () => {
  const rolledBack = await releaseCommand('rollback', 'queues');
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.output).toContain(`* ${current}`);

  await goTo('Pending Orders');
  await searchLabel(OLD_TEXT).waitFor();
  expect(await searchLabel(NEW_TEXT).count()).toBe(0);
  expect(await stillTheSamePage()).toBe(true);
});

it('shows an Admin the active release and its history under Deployments', async () => {
  await goTo('Deployments');
  const queues = page.getByRole('region', { name: 'Order queues' });
  await queues.getByText(`Active: release ${current}`).waitFor();
  expect(await queues.getByRole('row').count()).toBe(4);
  expect(await queues.getByRole('row').nth(1).textContent()).toContain(`Rollback${current}`);
});

it('refuses to deploy a release built against another contract, naming the mismatch', async () => {
  copyRelease(current, INCOMPATIBLE_ID, (metadata) =>
    withNeeds(metadata, (needs) => ({
      ...needs,
      contract: {
        ...needs.contract,
        'schemas/queueSchemas': {
          ...needs.contract['schemas/queueSchemas'],
          folderCountsSchema: 'f',
        },
      },
    })),
  );
  const refused = await releaseCommand('deploy', 'queues', INCOMPATIBLE_ID);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain(
    `Release ${INCOMPATIBLE_ID} of queues does not fit this portal: contract module schemas/queueSchemas (folderCountsSchema declared otherwise here).`,
  );
  expect((await releaseCommand('list', 'queues')).output).toContain(`* ${current}`);
});

it('refuses in the page an active release that no longer fits, on its routes only', async () => {
  copyRelease(current, OLD_CONTRACT_ID);
  expect((await releaseCommand('deploy', 'queues', OLD_CONTRACT_ID)).code).toBe(0);
  // As if the shell had been rebuilt without a name of the router this release uses.
  editRelease(OLD_CONTRACT_ID, (metadata) =>
    withNeeds(metadata, (needs) => ({
      ...needs,
      subsets: { ...needs.subsets, 'react-router-dom': ['useMatch'] },
    })),
  );

  await goTo('Completed Orders');
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'Order queues is unavailable right now' });
  await refusal.waitFor();
  expect(await refusal.textContent()).toContain(
    `its release ${OLD_CONTRACT_ID} does not fit this portal: useMatch of react-router-dom, which this portal's copy does not export`,
  );
  await goTo('Change Password');
  await page.getByRole('heading', { name: 'Update Password', level: 1 }).waitFor();
});

it('falls back to Retry on the route of a release whose files vanished, the rest keeps working', async () => {
  copyRelease(current, VANISHING_ID);
  expect((await releaseCommand('deploy', 'queues', VANISHING_ID)).code).toBe(0);
  rmSync(path.join(e2eDataDir(), 'releases', 'queues', VANISHING_ID), {
    recursive: true,
    force: true,
  });

  await goTo('Pending Orders');
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'Order queues is unavailable right now' });
  // The refusal of the test before says 'unavailable' too: this is the failed load's message.
  await fallback
    .filter({ hasText: 'could not be loaded' })
    .waitFor({ timeout: FALLBACK_WITHIN_MS });
  await fallback.getByRole('button', { name: 'Retry' }).waitFor();

  await goTo('Send Invoice');
  await page.getByRole('heading', { name: 'Send Invoice', level: 1 }).waitFor();
  expect(await stillTheSamePage()).toBe(true);
});
