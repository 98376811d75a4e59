import { ORDER_DOMAINS } from '@portal/shared/brands/brandDomains';
import {
  PROCESS_STATUSES,
  type OrderStatus,
  type ProcessStatus,
} from '@portal/shared/entities/folders';
import type { MailChannel } from '@portal/shared/entities/order';
import { WORKABLE_STATUSES } from '@portal/shared/folders/folderRules';
import type {
  NewDownloadHistory,
  NewMailHistory,
  NewOrder,
  NewOrderDocument,
  NewRemark,
} from '../schema';
import { COUNTRIES, type Country } from './countries';
import { demoApplicationJson, type Applicant } from './demoApplication';
import { demoDocumentFile } from './demoDocumentFiles';
import { isoMoment } from './demoDates';
import { DemoPools, type CountryPool } from './demoPools';
import { DemoRandom, weightedTable, type WeightedTable } from './demoRandom';
import { UsEasternStamps } from './usEasternStamps';

/** An order with everything that hangs off it, ready to insert. */
export interface DemoOrderBundle {
  order: NewOrder;
  documents: NewOrderDocument[];
  mails: NewMailHistory[];
  downloads: NewDownloadHistory[];
  remarks: NewRemark[];
}

export interface DemoOrderPlan {
  count: number;
  seed: number;
  /** Orders are dated over the two years before this moment. */
  referenceDate: Date;
  /** Current staff: assignees of waiting orders and most processors. */
  staffNames: readonly string[];
  /** Staff who have left, seen as processors of older orders. */
  formerStaffNames: readonly string[];
}

export const FIRST_ORDER_ID = 100001;

const DAY_MS = 24 * 3600 * 1000;
const HISTORY_DAYS = 730;
/** Orders younger than this are mostly still being worked; older ones mostly finished. */
const RECENT_DAYS = 30;
/** Share of orders placed in the last RECENT_DAYS (on top of the even spread): the live queues. */
const RECENT_SHARE = 0.25;

const RECENT_STATUS_WEIGHTS: WeightedTable<ProcessStatus> = weightedTable([
  { weight: 62, value: 'New' },
  { weight: 7, value: 'Priority Processing' },
  { weight: 4, value: 'moveToProcessMarch' },
  { weight: 6, value: 'Awaiting ' },
  { weight: 7, value: 'AwaitingGovt' },
  { weight: 4, value: 'Contact Customer' },
  { weight: 2, value: 'Customer Called' },
  { weight: 5, value: 'Pending' },
  { weight: 3, value: 'Completed' },
]);

const OLDER_STATUS_WEIGHTS: WeightedTable<ProcessStatus> = weightedTable([
  { weight: 62, value: 'Completed' },
  { weight: 16, value: 'Pending' },
  { weight: 4, value: 'Refunds' },
  { weight: 5, value: 'Deleted' },
  { weight: 4, value: 'Rejected' },
  { weight: 2, value: 'ChargeBack' },
  { weight: 2, value: 'Customer Called' },
  { weight: 1, value: 'Contact Customer' },
  { weight: 1, value: 'Awaiting ' },
  { weight: 2, value: 'AwaitingGovt' },
  { weight: 1, value: 'New' },
]);

/** order_status values that fit each process_status (docs/product.md#status-moves). */
const ORDER_STATUSES: Record<ProcessStatus, readonly OrderStatus[]> = {
  New: [0],
  'Priority Processing': [0, 1],
  moveToProcessMarch: [0, 1],
  'Awaiting ': [5, 5, 5, 1, 1],
  Refunds: [1, 2],
  Completed: [2, 3],
  Deleted: [0, 1],
  Rejected: [2, 3],
  'Contact Customer': [1, 5],
  AwaitingGovt: [2, 3],
  'Customer Called': [1, 5],
  ChargeBack: [2, 3],
  Pending: [2, 3],
};

/** Statuses of orders whose visa was granted and sent: they have a document, mails, downloads. */
const GRANTED_STATUSES: readonly ProcessStatus[] = ['Completed', 'Customer Called', 'ChargeBack'];

const DOMAIN_WEIGHTS: Record<(typeof ORDER_DOMAINS)[number], number> = {
  'evisitor-australia.com': 45,
  'www.evisitor-australia.com': 10,
  'evisitor-australia.co.uk': 5,
  'evisitor-australia.eu': 5,
  'australia-evisa.org': 30,
  'www.australia-evisa.org': 5,
};

const DOMAINS = weightedTable(
  ORDER_DOMAINS.map((domain) => ({ weight: DOMAIN_WEIGHTS[domain], value: domain })),
);

const NATIONALITIES = weightedTable(
  COUNTRIES.map((country) => ({ weight: country.weight, value: country })),
);

const MAIL_PROVIDERS = weightedTable<MailChannel>([
  { weight: 70, value: 'AWS' },
  { weight: 30, value: 'Sendgrid' },
]);

/** Browser (dash-separated: browser, version, device, device type) and OS, as downloads record them. */
const DEVICES = weightedTable([
  { weight: 35, value: { browser: 'Chrome-124.0.0.0-Desktop-desktop', os: 'Windows 10' } },
  { weight: 15, value: { browser: 'Safari-17.4-Mac-desktop', os: 'macOS 14.4' } },
  { weight: 25, value: { browser: 'Mobile Safari-17.4-iPhone-mobile', os: 'iOS 17.4' } },
  { weight: 15, value: { browser: 'Chrome-124.0.6367.82-Pixel 8-mobile', os: 'Android 14' } },
  { weight: 5, value: { browser: 'Firefox-125.0-Desktop-desktop', os: 'Windows 11' } },
  { weight: 5, value: { browser: 'Samsung Internet-24.0-Galaxy S23-mobile', os: 'Android 14' } },
]);

const DOWNLOAD_COUNTS = weightedTable([
  { weight: 20, value: 0 },
  { weight: 45, value: 1 },
  { weight: 25, value: 2 },
  { weight: 10, value: 3 },
]);

const NEW_ORDER_REMARK_COUNTS = weightedTable([
  { weight: 80, value: 0 },
  { weight: 20, value: 1 },
]);

const REMARK_COUNTS = weightedTable([
  { weight: 30, value: 0 },
  { weight: 30, value: 1 },
  { weight: 20, value: 2 },
  { weight: 12, value: 3 },
  { weight: 8, value: 4 },
]);

/** Example domains only, as Faker's exampleEmail uses: no demo mail can reach anyone. */
const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

const GENERAL_REMARKS = [
  'Called the customer, no answer. Will try again tomorrow.',
  'Customer confirmed the passport details over the phone.',
  'Sent a WhatsApp message asking for a clearer passport scan.',
  'Customer asked how long processing takes; explained it is normally within 3 working days.',
  'Application lodged with the Department; waiting for the outcome.',
  'Corrected the date of birth after the customer e-mailed a passport copy.',
  'Customer says the e-mail went to spam; resent it.',
  'Checked the passport number against the scan: matches.',
];

/** A first remark that explains the order's status, where one does. */
const STATUS_REMARKS: Partial<Record<ProcessStatus, string>> = {
  'Awaiting ':
    'Please send a clear photo of your passport data page so we can finish your application.',
  'Contact Customer': 'Passport expiry date looks wrong; customer to be called.',
  Refunds: 'Customer requested a refund because the trip was cancelled.',
  ChargeBack: 'Bank raised a chargeback; defence pack prepared.',
  Rejected: 'Application refused by the Department; customer informed.',
  Deleted: 'Duplicate order: the customer already holds a valid grant.',
};

const MERCHANTS = ['Stripe', 'PayPal', 'Authorize.net', 'Checkout.com'];

const SEXES = ['male', 'female'] as const;

/**
 * Makes up `plan.count` orders, oldest first, with ids from FIRST_ORDER_ID. The same
 * plan always gives the same orders: one seeded DemoRandom makes every choice, and
 * Faker, seeded from the plan too, fills each country's pool of names and places once
 * (per-order Faker calls would cost minutes at a million orders). Orders are yielded one
 * at a time so any number can be inserted in batches.
 */
export function* generateDemoOrders(plan: DemoOrderPlan): Generator<DemoOrderBundle> {
  const rng = new DemoRandom(plan.seed);
  const pools = new DemoPools(plan.seed);
  const stamps = new UsEasternStamps();
  const reference = plan.referenceDate.getTime();
  const createdTimes = orderTimes(rng, plan.count, reference);
  let assignedCount = 0;
  let nextDocumentId = 1;

  for (let index = 0; index < plan.count; index++) {
    const orderId = FIRST_ORDER_ID + index;
    const createdAt = createdTimes[index] ?? reference;
    const status = statusFor(rng, plan.count, index, reference - createdAt);
    const country = rng.weighted(NATIONALITIES);
    const pool = pools.of(country);
    const { applicant, emailName } = makeApplicant(rng, pool, country, createdAt);
    const isWaiting = (WORKABLE_STATUSES as readonly ProcessStatus[]).includes(status);
    const updatedAt = isWaiting
      ? createdAt
      : Math.min(reference, createdAt + rng.int(1, 10 * 24) * 3600_000);
    const processedBy = isWaiting ? null : processor(rng, plan);

    // Every demo user gets waiting orders of their own; then about a quarter are taken.
    let assignTo: string | null = null;
    if (isWaiting && (assignedCount < plan.staffNames.length || rng.chance(0.25))) {
      assignTo = plan.staffNames[assignedCount % plan.staffNames.length] ?? null;
      assignedCount++;
    } else if (processedBy && plan.staffNames.includes(processedBy) && rng.chance(0.3)) {
      assignTo = processedBy;
    }

    const hasTransaction =
      status === 'ChargeBack' ||
      ((status === 'Completed' || status === 'Customer Called') && rng.chance(0.1));
    const order: NewOrder = {
      order_id: orderId,
      email: exampleEmail(rng, emailName),
      given_names: applicant.givenNames,
      family_name: applicant.familyName,
      mobile_phone: `${rng.int(6, 9)}${rng.digits(8)}`,
      domain_name: rng.weighted(DOMAINS),
      process_status: status,
      order_status: rng.pick(ORDER_STATUSES[status]),
      processing_type:
        status === 'Priority Processing' || rng.chance(0.15) ? 'Priority' : 'Standard',
      nationality: country.name,
      assign_to: assignTo,
      processed_by: processedBy,
      created_at: isoMoment(createdAt),
      updated_at: isoMoment(updatedAt),
      refund_date: status === 'Refunds' && rng.chance(0.6) ? isoMoment(updatedAt) : null,
      transaction_id: hasTransaction ? `ch_${rng.alphanumeric(24)}` : null,
      merchant_name: hasTransaction ? rng.pick(MERCHANTS) : null,
      details: demoApplicationJson(rng, pool, applicant, createdAt),
    };

    const bundle: DemoOrderBundle = { order, documents: [], mails: [], downloads: [], remarks: [] };
    if (GRANTED_STATUSES.includes(status) || status === 'Rejected') {
      const rejected = status === 'Rejected';
      const document: NewOrderDocument = {
        id: nextDocumentId++,
        order_id: orderId,
        file1: demoDocumentFile(orderId, rejected),
        customer_name: `${applicant.givenNames} ${applicant.familyName}`,
        is_rejected_doc: rejected ? 'Yes' : 'No',
        mail_service_provider: rng.weighted(MAIL_PROVIDERS),
        created_at: isoMoment(updatedAt),
      };
      bundle.documents.push(document);
      bundle.mails.push(...mailsFor(rng, document, order.email, updatedAt, reference));
      if (!rejected)
        bundle.downloads.push(...downloadsFor(rng, document, country, updatedAt, reference));
    }
    bundle.remarks.push(...remarksFor(rng, stamps, plan, order, status, createdAt, updatedAt));
    yield bundle;
  }
}

/**
 * Creation times, ascending, so order ids grow with time: an even spread over two years
 * plus a busier last month that fills the live queues.
 */
function orderTimes(rng: DemoRandom, count: number, reference: number): Float64Array {
  const times = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const days = rng.chance(RECENT_SHARE) ? RECENT_DAYS : HISTORY_DAYS;
    times[index] = reference - Math.floor(rng.float(0, days) * DAY_MS);
  }
  return times.sort();
}

/** The newest orders take one of each status in turn, so every folder has orders. */
function statusFor(rng: DemoRandom, count: number, index: number, ageMs: number): ProcessStatus {
  const fromNewest = count - 1 - index;
  const forced = PROCESS_STATUSES[fromNewest];
  if (forced) return forced;
  return rng.weighted(ageMs < RECENT_DAYS * DAY_MS ? RECENT_STATUS_WEIGHTS : OLDER_STATUS_WEIGHTS);
}

/** The applicant, and the plain forms of their first given name and family name. */
function makeApplicant(
  rng: DemoRandom,
  pool: CountryPool,
  country: Country,
  createdAt: number,
): { applicant: Applicant; emailName: { first: string; last: string } } {
  const sex = rng.pick(SEXES);
  const first = rng.pick(pool.firstNames[sex]);
  const givenNames = rng.chance(0.2)
    ? `${first.text} ${rng.pick(pool.firstNames[sex]).text}`
    : first.text;
  const age = rng.float(18, 78);
  const last = rng.pick(pool.lastNames[sex]);
  return {
    applicant: {
      givenNames,
      familyName: last.text,
      sex,
      dateOfBirth: new Date(createdAt - Math.floor(age * 365.25 * DAY_MS)),
      country,
    },
    emailName: { first: first.slug, last: last.slug },
  };
}

/** An address on an example domain in the shapes Faker's exampleEmail makes. */
function exampleEmail(rng: DemoRandom, name: { first: string; last: string }): string {
  const separator = rng.chance(0.5) ? '.' : '_';
  const shape = rng.int(0, 2);
  const user =
    shape === 0
      ? `${name.first}${rng.int(0, 99)}`
      : shape === 1
        ? `${name.first}${separator}${name.last}`
        : `${name.first}${separator}${name.last}${rng.int(0, 99)}`;
  return `${user}@${rng.pick(EMAIL_DOMAINS)}`;
}

function processor(rng: DemoRandom, plan: DemoOrderPlan): string | null {
  const names = rng.chance(0.85) ? plan.staffNames : plan.formerStaffNames;
  return names.length > 0 ? rng.pick(names) : null;
}

function laterMoment(rng: DemoRandom, after: number, maxHours: number, reference: number): number {
  const hours = rng.float(0.1, maxHours);
  return Math.min(reference, after + Math.floor(hours * 3600_000));
}

function mailsFor(
  rng: DemoRandom,
  document: NewOrderDocument,
  email: string,
  sentAt: number,
  reference: number,
): NewMailHistory[] {
  const mail = (reminder: boolean, at: number): NewMailHistory => ({
    order_id: document.order_id,
    document_id: document.id ?? null,
    email,
    mail_service_provider: document.mail_service_provider,
    remainder_mail: reminder ? 1 : 0,
    create_ts: isoMoment(at),
  });
  const mails = [mail(false, sentAt)];
  if (document.is_rejected_doc === 'No' && rng.chance(0.3)) {
    mails.push(mail(true, laterMoment(rng, sentAt, 96, reference)));
  }
  return mails;
}

function downloadsFor(
  rng: DemoRandom,
  document: NewOrderDocument,
  country: Country,
  sentAt: number,
  reference: number,
): NewDownloadHistory[] {
  const count = rng.weighted(DOWNLOAD_COUNTS);
  const device = rng.weighted(DEVICES);
  const ip = `${rng.int(1, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
  const downloads: NewDownloadHistory[] = [];
  let at = sentAt;
  for (let n = 0; n < count; n++) {
    at = laterMoment(rng, at, 72, reference);
    downloads.push({
      order_id: document.order_id,
      create_ts: isoMoment(at),
      ip,
      timezone: country.timezone,
      browser: device.browser,
      os: device.os,
      file1: document.file1,
    });
  }
  return downloads;
}

function remarksFor(
  rng: DemoRandom,
  stamps: UsEasternStamps,
  plan: DemoOrderPlan,
  order: NewOrder,
  status: ProcessStatus,
  createdAt: number,
  updatedAt: number,
): NewRemark[] {
  const count = rng.weighted(status === 'New' ? NEW_ORDER_REMARK_COUNTS : REMARK_COUNTS);
  const explaining = STATUS_REMARKS[status];
  const remarks: NewRemark[] = [];
  const span = Math.max(updatedAt - createdAt, 3600_000);
  for (let n = 0; n < count; n++) {
    const at = createdAt + Math.floor(((n + 1) / (count + 1)) * span);
    const { usDate, usTime } = stamps.of(at);
    const flag = (probability: number) => (rng.chance(probability) ? 'Y' : '');
    remarks.push({
      order_id: order.order_id,
      us_date: usDate,
      us_time: usTime,
      remark_name: order.processed_by ?? rng.pick(plan.staffNames),
      remark: n === 0 && explaining ? explaining : rng.pick(GENERAL_REMARKS),
      whatsapp: flag(0.15),
      telephone: flag(0.25),
      status_refund: status === 'Refunds' ? flag(0.5) : '',
      voided: '',
      chargeback: status === 'ChargeBack' ? flag(0.5) : '',
      report_error: flag(0.02),
      created_at: isoMoment(at),
    });
  }
  return remarks;
}
