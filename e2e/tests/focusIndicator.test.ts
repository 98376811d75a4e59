import type { Browser, Locator, Page } from 'playwright-core';
import type { OrderDetails } from '@portal/shared/entities/order';
import { queuePath } from '@portal/shared/navigation/paths';
import { DEMO_STAFF, launchBrowser, newCustomerPage, newPage, signIn } from '../support/browser';
import { downloadable, ordersOf } from '../support/staffApi';

/**
 * The focus indicator (docs/accessibility.md#how-it-is-tested): on a button, a link, a text field, a grid
 * cell and a checkbox of the staff portal and the customer pages, focus draws an outline whose
 * colour is at least 3:1 against what lies behind it (WCAG 1.4.11), and the outline is still
 * drawn with forced colours (Windows high contrast, Chromium's emulation), where shadows and
 * background colours are dropped.
 */
jest.setTimeout(120_000);

interface Ring {
  focused: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  /** The first opaque background behind the outline: the element's parent's or an ancestor's. */
  background: string;
}

/** Focuses the control as the keyboard would and reads the ring it draws. */
async function ringOf(control: Locator): Promise<Ring> {
  await control.focus();
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    let behind: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      if (color !== 'transparent' && !/,\s*0\)$/.test(color)) {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    return {
      focused: element === document.activeElement && element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      background,
    };
  });
}

function channels(color: string): number[] {
  const found = color.match(/[\d.]+/g);
  if (!found || found.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  return found.slice(0, 3).map(Number);
}

/** WCAG's relative luminance of an sRGB colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

async function expectRing(control: Locator, forcedColors: boolean): Promise<void> {
  const ring = await ringOf(control);
  const where = `${String(control)} (${JSON.stringify(ring)})`;
  expect({ where, focused: ring.focused }).toEqual({ where, focused: true });
  expect({ where, style: ring.outlineStyle === 'none' }).toEqual({ where, style: false });
  expect({ where, wide: ring.outlineWidth >= 2 }).toEqual({ where, wide: true });
  if (!forcedColors) {
    const ratio = contrast(ring.outlineColor, ring.background);
    expect({ where, enough: ratio >= 3 }).toEqual({ where, enough: true });
  }
}

let browser: Browser;
let completed: OrderDetails[];

beforeAll(async () => {
  browser = await launchBrowser();
  completed = (await ordersOf('completedorder', 3, 20)).filter(downloadable);
});

afterAll(async () => {
  await browser.close();
});

describe.each([
  { mode: 'normal colours', forcedColors: false },
  { mode: 'forced colours', forcedColors: true },
])('the focus indicator with $mode', ({ forcedColors }) => {
  let page: Page;

  async function emulate(target: Page): Promise<Page> {
    await target.emulateMedia({ forcedColors: forcedColors ? 'active' : 'none' });
    return target;
  }

  afterEach(async () => {
    await page.context().close();
  });

  it('shows on the staff login, a queue’s controls, its grid cells and checkboxes', async () => {
    page = await emulate(await newPage(browser));
    await page.goto('/');
    await expectRing(page.getByLabel('Email ID'), forcedColors);
    await expectRing(page.getByRole('button', { name: 'Sign In' }), forcedColors);

    await signIn(page, DEMO_STAFF.Admin.email);
    await page.goto(queuePath('newOrder'));
    await page.getByRole('heading', { level: 1, name: 'New Orders' }).waitFor();
    const grid = page.getByRole('grid');
    await grid.getByRole('row').nth(1).waitFor();
    await expect(page.evaluate(() => matchMedia('(forced-colors: active)').matches)).resolves.toBe(
      forcedColors,
    );

    await expectRing(page.getByRole('link', { name: 'Skip to main content' }), forcedColors);
    await expectRing(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first(),
      forcedColors,
    );
    await expectRing(
      page.getByRole('searchbox').or(page.getByRole('textbox')).first(),
      forcedColors,
    );
    await expectRing(page.getByRole('gridcell').nth(2), forcedColors);
    await expectRing(grid.getByRole('checkbox', { disabled: false }).first(), forcedColors);
  });

  it('shows on the customer track form and the brand links', async () => {
    const order = completed[0];
    if (!order) throw new Error('No downloadable Completed order in the demo data');
    page = await emulate(await newCustomerPage(browser, { width: 1280, height: 800 }));
    await page.goto(`/track-order/${order.order_id}`);
    await expectRing(page.getByLabel('Email ID'), forcedColors);
    await expectRing(page.getByRole('button', { name: 'TRACK ORDER' }), forcedColors);
    await page.getByLabel('Email ID').fill(order.email);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/get-new-order-details/${order.order_id}`);
    await expectRing(page.getByRole('button', { name: 'Download Now' }), forcedColors);
    await expectRing(page.getByRole('navigation').getByRole('link').first(), forcedColors);
  });
});
