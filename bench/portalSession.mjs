// What the bench asks a running portal before measuring it: a session, a typical order
// and the deep pages with their cursors. The same for either database.
import { DEEP_PAGE, DEEP_PAGE_FOLDERS, DEEP_PAGE_SIZE } from './scenarios.mjs';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

/**
 * Signs in once (the login locks an e-mail after repeated failures, and a token lasts
 * 30 min) and reads what the scenarios need.
 * @param {string} base
 * @param {number} orders
 */
export async function preparePortal(base, orders) {
  const token = await signIn(base);
  const headers = { authorization: token };
  return {
    headers,
    sample: await sampleOrder(base, headers, orders),
    deep: await deepPages(base, headers),
  };
}

/**
 * Fills the login screen as `member` and presses Sign In, as a person would; the caller waits
 * for what it measures next.
 * @param {import('playwright-core').Page} page on the login screen
 * @param {{ email: string, password: string }} member
 */
export async function pressSignIn(page, member = DEMO_ADMIN) {
  await page.getByLabel('Email ID').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * @param {string} base
 * @param {{ email: string, password: string }} member
 * @returns {Promise<string>} the member's session token
 */
export async function signIn(base, member = DEMO_ADMIN) {
  const answer = await post(`${base}/api/admin/admin-login`, member);
  return answer.data.jwtToken;
}

/**
 * An order from the middle of the table, so searches and the detail hit a typical row: one
 * whose page the admin may open (an order in another member's My Orders answers 403).
 * @param {string} base
 * @param {Record<string, string>} headers
 * @param {number} count
 */
async function sampleOrder(base, headers, count) {
  const limit = 50;
  const page = Math.max(1, Math.floor(count / 2 / limit));
  const url = `${base}/api/admin/get-orders-list/allorder?page=${page}&limit=${limit}`;
  const answer = await (await fetch(url, { headers })).json();
  const row = await firstOpenOrder(base, headers, answer.data.rows);
  if (!row) throw new Error('the bench database has no order the admin may open');
  return row;
}

/**
 * The first of `rows` whose order page answers the signed-in member.
 * @template {{ order_id: number }} T
 * @param {string} base
 * @param {Record<string, string>} headers
 * @param {T[]} rows
 * @returns {Promise<T | undefined>}
 */
export async function firstOpenOrder(base, headers, rows) {
  for (const row of rows) {
    const detail = await fetch(`${base}/api/admin/get-orders-details/${row.order_id}`, { headers });
    await detail.arrayBuffer();
    if (detail.ok) return row;
  }
  return undefined;
}

/**
 * The deep page of each DEEP_PAGE_FOLDERS folder (DEEP_PAGE, or the folder's last full page
 * on a smaller database) and the nextCursor of the page before it: what the queue screen
 * sends for 'Next page' and for each slice of 'All'.
 * @param {string} base
 * @param {Record<string, string>} headers
 * @returns {Promise<import('./scenarios.mjs').DeepPage[]>}
 */
async function deepPages(base, headers) {
  const list = async (folder, page) => {
    const url = `${base}/api/admin/get-orders-list/${folder}?page=${page}&limit=${DEEP_PAGE_SIZE}`;
    return (await (await fetch(url, { headers })).json()).data;
  };
  const pages = [];
  for (const folder of DEEP_PAGE_FOLDERS) {
    const { total } = await list(folder, 1);
    const page = Math.min(DEEP_PAGE, Math.floor(total / DEEP_PAGE_SIZE));
    if (page < 2) throw new Error(`${folder} holds too few orders for a deep page`);
    const { nextCursor } = await list(folder, page - 1);
    pages.push({ folder, page, cursor: nextCursor });
  }
  return pages;
}

/** @param {string} url @param {unknown} body */
async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${answer.message}`);
  return answer;
}
