import { base, en, Faker } from '@faker-js/faker';
import { ORDER_DOMAINS } from '@portal/shared/brands/brandDomains';
import {
  PROCESS_STATUSES,
  type OrderStatus,
  type ProcessStatus,
} from '@portal/shared/entities/folders';
import type { MailChannel } from '@portal/shared/entities/order';
import { WORKABLE_STATUSES } from '@portal/shared/folders/folderRules';
import { toUsEastern } from '../../lib/usEastern';
import type {
  NewDownloadHistory,
  NewMailHistory,
  NewOrder,
  NewOrderDocument,
  NewRemark,
} from '../schema';
import { COUNTRIES, type Country } from './countries';
import { demoApplication, type Applicant } from './demoApplication';

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

const RECENT_STATUS_WEIGHTS: ReadonlyArray<{ weight: number; value: ProcessStatus }> = [
  { weight: 62, value: 'New' },
  { weight: 7, value: 'Priority Processing' },
  { weight: 4, value: 'moveToProcessMarch' },
  { weight: 6, value: 'Awaiting ' },
  { weight: 7, value: 'AwaitingGovt' },
  { weight: 4, value: 'Contact Customer' },
  { weight: 2, value: 'Customer Called' },
  { weight: 5, value: 'Pending' },
  { weight: 3, value: 'Completed' },
];

const OLDER_STATUS_WEIGHTS: ReadonlyArray<{ weight: number; value: ProcessStatus }> = [
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
];

/** order_status values that fit each process_status (spec section 4). */
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

const MAIL_PROVIDERS: ReadonlyArray<{ weight: number; value: MailChannel }> = [
  { weight: 70, value: 'AWS' },
  { weight: 30, value: 'Sendgrid' },
];

/** Browser (dash-separated: browser, version, device, device type) and OS, as downloads record them. */
const DEVICES = [
  { weight: 35, value: { browser: 'Chrome-124.0.0.0-Desktop-desktop', os: 'Windows 10' } },
  { weight: 15, value: { browser: 'Safari-17.4-Mac-desktop', os: 'macOS 14.4' } },
  { weight: 25, value: { browser: 'Mobile Safari-17.4-iPhone-mobile', os: 'iOS 17.4' } },
  { weight: 15, value: { browser: 'Chrome-124.0.6367.82-Pixel 8-mobile', os: 'Android 14' } },
  { weight: 5, value: { browser: 'Firefox-125.0-Desktop-desktop', os: 'Windows 11' } },
  { weight: 5, value: { browser: 'Samsung Internet-24.0-Galaxy S23-mobile', os: 'Android 14' } },
];

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

/**
 * Makes up `plan.count` orders, oldest first, with ids from FIRST_ORDER_ID. The same
 * plan always gives the same orders: one seeded Faker makes every choice, one per
 * country (seeded from it) the local names and places. Orders are yielded one at a
 * time so any number can be inserted in batches.
 */
export function* generateDemoOrders(plan: DemoOrderPlan): Generator<DemoOrderBundle> {
  const rng = new Faker({ locale: [en, base] });
  rng.seed(plan.seed);
  const locals = new Map<Country, Faker>(
    COUNTRIES.map((country, index) => {
      const local = new Faker({ locale: [country.locale, en, base] });
      local.seed(plan.seed + index + 1);
      return [country, local];
    }),
  );
  const countryWeights = COUNTRIES.map((country) => ({ weight: country.weight, value: country }));
  const domainWeights = ORDER_DOMAINS.map((domain) => ({
    weight: DOMAIN_WEIGHTS[domain],
    value: domain,
  }));
  const reference = plan.referenceDate.getTime();
  const createdTimes = orderTimes(rng, plan.count, reference);
  let assignedCount = 0;
  let nextDocumentId = 1;

  for (let index = 0; index < plan.count; index++) {
    const orderId = FIRST_ORDER_ID + index;
    const createdAt = new Date(createdTimes[index] ?? reference);
    const status = statusFor(rng, plan.count, index, reference - createdAt.getTime());
    const country = rng.helpers.weightedArrayElement(countryWeights);
    const local = locals.get(country) ?? rng;
    const applicant = makeApplicant(rng, local, country, createdAt);
    const isWaiting = (WORKABLE_STATUSES as readonly ProcessStatus[]).includes(status);
    const updatedAt = isWaiting
      ? createdAt
      : new Date(
          Math.min(
            reference,
            createdAt.getTime() + rng.number.int({ min: 1, max: 10 * 24 }) * 3600_000,
          ),
        );
    const processedBy = isWaiting ? null : processor(rng, plan);

    // Every demo user gets waiting orders of their own; then about a quarter are taken.
    let assignTo: string | null = null;
    if (
      isWaiting &&
      (assignedCount < plan.staffNames.length || rng.datatype.boolean({ probability: 0.25 }))
    ) {
      assignTo = plan.staffNames[assignedCount % plan.staffNames.length] ?? null;
      assignedCount++;
    } else if (
      processedBy &&
      plan.staffNames.includes(processedBy) &&
      rng.datatype.boolean({ probability: 0.3 })
    ) {
      assignTo = processedBy;
    }

    const hasTransaction =
      status === 'ChargeBack' ||
      ((status === 'Completed' || status === 'Customer Called') &&
        rng.datatype.boolean({ probability: 0.1 }));
    const order: NewOrder = {
      order_id: orderId,
      email: rng.internet
        .exampleEmail({
          firstName: applicant.givenNames.split(' ')[0],
          lastName: applicant.familyName,
        })
        .toLowerCase(),
      given_names: applicant.givenNames,
      family_name: applicant.familyName,
      mobile_phone: `${rng.number.int({ min: 6, max: 9 })}${rng.string.numeric(8)}`,
      domain_name: rng.helpers.weightedArrayElement(domainWeights),
      process_status: status,
      order_status: rng.helpers.arrayElement(ORDER_STATUSES[status]),
      processing_type:
        status === 'Priority Processing' || rng.datatype.boolean({ probability: 0.15 })
          ? 'Priority'
          : 'Standard',
      nationality: country.name,
      assign_to: assignTo,
      processed_by: processedBy,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
      refund_date:
        status === 'Refunds' && rng.datatype.boolean({ probability: 0.6 })
          ? updatedAt.toISOString()
          : null,
      transaction_id: hasTransaction ? `ch_${rng.string.alphanumeric(24)}` : null,
      merchant_name: hasTransaction ? rng.helpers.arrayElement(MERCHANTS) : null,
      details: JSON.stringify(demoApplication(rng, local, applicant, createdAt)),
    };

    const bundle: DemoOrderBundle = { order, documents: [], mails: [], downloads: [], remarks: [] };
    if (GRANTED_STATUSES.includes(status) || status === 'Rejected') {
      const rejected = status === 'Rejected';
      const document: NewOrderDocument = {
        id: nextDocumentId++,
        order_id: orderId,
        file1: `${rejected ? 'evisitor-refusal' : 'evisitor-grant'}-${orderId}.pdf`,
        customer_name: `${applicant.givenNames} ${applicant.familyName}`,
        is_rejected_doc: rejected ? 'Yes' : 'No',
        mail_service_provider: rng.helpers.weightedArrayElement(MAIL_PROVIDERS),
        created_at: updatedAt.toISOString(),
      };
      bundle.documents.push(document);
      bundle.mails.push(...mailsFor(rng, document, order.email, updatedAt, reference));
      if (!rejected)
        bundle.downloads.push(...downloadsFor(rng, document, country, updatedAt, reference));
    }
    bundle.remarks.push(...remarksFor(rng, plan, order, status, createdAt, updatedAt));
    yield bundle;
  }
}

/**
 * Creation times, ascending, so order ids grow with time: an even spread over two years
 * plus a busier last month that fills the live queues.
 */
function orderTimes(rng: Faker, count: number, reference: number): Float64Array {
  const times = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const days = rng.datatype.boolean({ probability: RECENT_SHARE }) ? RECENT_DAYS : HISTORY_DAYS;
    times[index] = reference - Math.floor(rng.number.float({ min: 0, max: days }) * DAY_MS);
  }
  return times.sort();
}

/** The newest orders take one of each status in turn, so every folder has orders. */
function statusFor(rng: Faker, count: number, index: number, ageMs: number): ProcessStatus {
  const fromNewest = count - 1 - index;
  const forced = PROCESS_STATUSES[fromNewest];
  if (forced) return forced;
  return rng.helpers.weightedArrayElement(
    ageMs < RECENT_DAYS * DAY_MS ? RECENT_STATUS_WEIGHTS : OLDER_STATUS_WEIGHTS,
  );
}

function makeApplicant(rng: Faker, local: Faker, country: Country, createdAt: Date): Applicant {
  const sex = rng.helpers.arrayElement(['male', 'female'] as const);
  const firstName = local.person.firstName(sex);
  const givenNames = rng.datatype.boolean({ probability: 0.2 })
    ? `${firstName} ${local.person.firstName(sex)}`
    : firstName;
  const age = rng.number.float({ min: 18, max: 78 });
  return {
    givenNames,
    familyName: local.person.lastName(sex),
    sex,
    dateOfBirth: new Date(createdAt.getTime() - Math.floor(age * 365.25 * DAY_MS)),
    country,
  };
}

function processor(rng: Faker, plan: DemoOrderPlan): string | null {
  const names = rng.datatype.boolean({ probability: 0.85 })
    ? plan.staffNames
    : plan.formerStaffNames;
  return names.length > 0 ? rng.helpers.arrayElement(names) : null;
}

function laterMoment(rng: Faker, after: Date, maxHours: number, reference: number): Date {
  const hours = rng.number.float({ min: 0.1, max: maxHours });
  return new Date(Math.min(reference, after.getTime() + Math.floor(hours * 3600_000)));
}

function mailsFor(
  rng: Faker,
  document: NewOrderDocument,
  email: string,
  sentAt: Date,
  reference: number,
): NewMailHistory[] {
  const mail = (reminder: boolean, at: Date): NewMailHistory => ({
    order_id: document.order_id,
    document_id: document.id ?? null,
    email,
    mail_service_provider: document.mail_service_provider,
    remainder_mail: reminder ? 1 : 0,
    create_ts: at.toISOString(),
  });
  const mails = [mail(false, sentAt)];
  if (document.is_rejected_doc === 'No' && rng.datatype.boolean({ probability: 0.3 })) {
    mails.push(mail(true, laterMoment(rng, sentAt, 96, reference)));
  }
  return mails;
}

function downloadsFor(
  rng: Faker,
  document: NewOrderDocument,
  country: Country,
  sentAt: Date,
  reference: number,
): NewDownloadHistory[] {
  const count = rng.helpers.weightedArrayElement([
    { weight: 20, value: 0 },
    { weight: 45, value: 1 },
    { weight: 25, value: 2 },
    { weight: 10, value: 3 },
  ]);
  const device = rng.helpers.weightedArrayElement(DEVICES);
  const ip = rng.internet.ipv4();
  const downloads: NewDownloadHistory[] = [];
  let at = sentAt;
  for (let n = 0; n < count; n++) {
    at = laterMoment(rng, at, 72, reference);
    downloads.push({
      order_id: document.order_id,
      create_ts: at.toISOString(),
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
  rng: Faker,
  plan: DemoOrderPlan,
  order: NewOrder,
  status: ProcessStatus,
  createdAt: Date,
  updatedAt: Date,
): NewRemark[] {
  const count =
    status === 'New'
      ? rng.helpers.weightedArrayElement([
          { weight: 80, value: 0 },
          { weight: 20, value: 1 },
        ])
      : rng.helpers.weightedArrayElement([
          { weight: 30, value: 0 },
          { weight: 30, value: 1 },
          { weight: 20, value: 2 },
          { weight: 12, value: 3 },
          { weight: 8, value: 4 },
        ]);
  const explaining = STATUS_REMARKS[status];
  const remarks: NewRemark[] = [];
  const span = Math.max(updatedAt.getTime() - createdAt.getTime(), 3600_000);
  for (let n = 0; n < count; n++) {
    const at = new Date(createdAt.getTime() + Math.floor(((n + 1) / (count + 1)) * span));
    const { usDate, usTime } = toUsEastern(at);
    const flag = (probability: number) => (rng.datatype.boolean({ probability }) ? 'Y' : '');
    remarks.push({
      order_id: order.order_id,
      us_date: usDate,
      us_time: usTime,
      remark_name: order.processed_by ?? rng.helpers.arrayElement(plan.staffNames),
      remark: n === 0 && explaining ? explaining : rng.helpers.arrayElement(GENERAL_REMARKS),
      whatsapp: flag(0.15),
      telephone: flag(0.25),
      status_refund: status === 'Refunds' ? flag(0.5) : '',
      voided: '',
      chargeback: status === 'ChargeBack' ? flag(0.5) : '',
      report_error: flag(0.02),
      created_at: at.toISOString(),
    });
  }
  return remarks;
}
