import type { Locator, Page } from 'playwright-core';

/** What has focus, in words for a failure message: tag, role and text or label. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const label =
      active.getAttribute('aria-label') ??
      (active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null) ??
      active.textContent ??
      '';
    const role = active.getAttribute('role');
    return `<${active.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${label.trim().slice(0, 60)}`;
  });
}

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses `key` (Tab by default) until the element `target` names has focus, as a keyboard
 * user walks the page; fails after `max` presses with where focus went instead.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  key = 'Tab',
  max = 120,
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  if (await hasFocus(target)) return;
  throw new Error(`${max} × ${key} never reached the control; focus: ${await describeFocus(page)}`);
}

/**
 * Waits until the element `target` names has focus (after a dialog closes, a route change…),
 * as long as Playwright waits for anything.
 */
export async function expectFocused(target: Locator): Promise<void> {
  const handle = await target.elementHandle();
  try {
    await target.page().waitForFunction((element) => element === document.activeElement, handle);
  } catch {
    throw new Error(`Expected focus on the control; focus: ${await describeFocus(target.page())}`);
  }
}

/** Types into the focused control after selecting what it holds, as Ctrl+A then typing does. */
export async function replaceText(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Walks to a button or link by Tab (or Shift+Tab) and presses Enter on it. */
export async function activate(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  await pressUntilFocused(page, target, key);
  await page.keyboard.press('Enter');
}

/**
 * Answers the open confirmation by keyboard: it opens on No (the safe answer), Tab reaches
 * Yes. Returns once the dialog is gone.
 */
export async function confirmDialog(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await expectFocused(dialog.getByRole('button', { name: 'No' }));
  await page.keyboard.press('Tab');
  await expectFocused(dialog.getByRole('button', { name: 'Yes' }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}
