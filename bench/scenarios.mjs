import { FOLDER_KEYS } from '@portal/shared/entities/folders';

/**
 * @typedef {{ name: string, target: string, method: 'GET' | 'POST', path: string, body?: unknown }} Scenario
 * `target` names the issue-8 target group the scenario counts towards (see targets.mjs).
 */

/** A deep page, and the folders it is measured in: the largest (Order History) and New Orders. */
export const DEEP_PAGE = 5000;
export const DEEP_PAGE_SIZE = 10;
export const DEEP_PAGE_FOLDERS = /** @type {const} */ (['allorder', 'newOrder']);
const DAY_MS = 24 * 3600 * 1000;

/** @param {Date} date */
const day = (date) => date.toISOString().slice(0, 10);

/**
 * What one sample order tells the searches: its id, an e-mail fragment (the part before
 * the '@', as staff paste it), the 'given family' name, and fragments from the middle of
 * the family name, the given name and the phone (a fragment search: 3 characters or more).
 * @typedef {{ order_id: number, email: string, given_names: string, family_name: string, mobile_phone: string }} SampleOrder
 */

/**
 * A deep page of a folder and the nextCursor of the page before it.
 * @typedef {{ folder: string, page: number, cursor: string }} DeepPage
 */

/**
 * Every request the bench measures, in the order printed. A deep page is measured two
 * ways: as 'Next page' and the slices of 'All' fetch it (`after`, the cursor of the page
 * before: a keyset seek), and as a jump from the pager to that page number (an offset).
 * @param {SampleOrder} sample
 * @param {DeepPage[]} deepPages
 * @returns {Scenario[]}
 */
export function scenarios(sample, deepPages) {
  const list = (folder, page, after) => ({
    name: `list ${folder} p${page}${page === 1 ? '' : after ? ' (next)' : ' (jump)'}`,
    target: 'list',
    method: /** @type {const} */ ('GET'),
    path: `/api/admin/get-orders-list/${folder}?page=${page}&limit=${DEEP_PAGE_SIZE}${after ? `&after=${after}` : ''}`,
  });
  const search = (name, searchVal) => ({
    name,
    target: 'search',
    method: /** @type {const} */ ('POST'),
    path: '/api/admin/search-order',
    body: { start: 0, end: 10, searchVal, folderName: 'allorder' },
  });
  const today = new Date();
  const yearAgo = { fromDate: day(new Date(today.getTime() - 365 * DAY_MS)), toDate: day(today) };
  return [
    ...FOLDER_KEYS.map((folder) => list(folder, 1)),
    ...deepPages.flatMap(({ folder, page, cursor }) => [
      list(folder, page, cursor),
      list(folder, page),
    ]),
    { name: 'all 15 counts', target: 'counts', method: 'GET', path: '/api/admin/get-folder-count' },
    search('search order id', String(sample.order_id)),
    search('search e-mail fragment', sample.email.split('@')[0] ?? sample.email),
    search('search name', `${sample.given_names} ${sample.family_name}`),
    search('search name fragment', sample.family_name.slice(1, 5)),
    search('search 3-letter fragment', sample.given_names.slice(1, 4)),
    search('search phone fragment', sample.mobile_phone.slice(2, 8)),
    {
      name: 'order detail',
      target: 'detail',
      method: 'GET',
      path: `/api/admin/get-orders-details/${sample.order_id}`,
    },
    {
      name: 'report country, 1 year',
      target: 'report',
      method: 'POST',
      path: '/api/admin/get-country-order-count',
      body: yearAgo,
    },
    {
      name: 'report processed by, 1 year',
      target: 'report',
      method: 'POST',
      path: '/api/admin/get-processed-by-count',
      body: yearAgo,
    },
  ];
}
