import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.2 level AA (with those of 2.0 and 2.1 it includes): the bar the sites keep. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function describe(results: Result[]): string {
  return results
    .map(
      (result) =>
        `${result.id} (${result.impact ?? 'no impact'}): ${result.help}\n` +
        result.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/**
 * Runs axe on what the page shows now and fails with every WCAG 2.2 A/AA violation found;
 * best-practice findings are printed for a person to weigh, not failed on.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const wcag = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  const practice = await new AxeBuilder({ page }).withTags(['best-practice']).analyze();
  if (practice.violations.length > 0) {
    console.info(`axe best practice, ${where}:\n${describe(practice.violations)}`);
  }
  if (wcag.violations.length > 0) {
    throw new Error(`axe WCAG 2.2 AA violations, ${where}:\n${describe(wcag.violations)}`);
  }
}

/**
 * WCAG 1.4.10 Reflow: at the width the page is shown (390 CSS px stands for 320 px at 400 %
 * zoom, 1280 for 200 %) the page itself never scrolls sideways; a data grid scrolling inside
 * its own box is the exception the criterion allows.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect({ where, scrollWidth }).toEqual({ where, scrollWidth: clientWidth });
}
