import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { FOLDER_KEYS } from '@portal/shared/entities/folders';
import { apiPath } from '../helpers/testApp';
import { multipart, remarkBody, SMALL_PDF } from '../routes/orderDetail/orderDetailTestApp';

/**
 * Steady mixed traffic from signed-in staff while a fault is injected: readers (folder
 * counts, a list page, an order's details), writers (remarks, each on an order of its own)
 * and, where asked, uploaders (a document, then its download). Every answer is kept, and
 * every write the server acknowledged with a 2xx, to be looked for in the database after.
 */

/** One answer as the client saw it; status 0 when none came (refused, reset, timed out). */
export interface Answer {
  call: string;
  status: number;
  retryAfter: string | null;
  /** The body is the failure envelope `{status: 0, message}`. */
  failureEnvelope: boolean;
  message: string;
}

export interface Acknowledged {
  /** Remark texts answered 2xx. */
  remarks: string[];
  /** Per order, the uploads answered 2xx. */
  uploads: Map<number, number>;
}

export interface TrafficResult {
  answers: Answer[];
  acknowledged: Acknowledged;
}

export interface TrafficOptions {
  /** Where every request goes: the balancer, or one instance. */
  baseUrl: string;
  token: string;
  /** Marks this run's remarks, so a check finds exactly them. */
  tag: string;
  /** One remark writer per order. */
  remarkOrders: readonly number[];
  /** One upload-and-download loop per order. */
  uploadOrders?: readonly number[];
  readers: number;
}

/** A request still unanswered after this counts as no answer (a hung call is a failure too). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Between two calls of one loop: steady load, not a flood that starves the 2-core machine. */
const PAUSE_MS = 20;
const READ_FOLDERS = FOLDER_KEYS.slice(0, 4);

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

export interface Traffic {
  /** Writes the server has acknowledged so far, one count per kind the traffic makes. */
  writes(): number[];
  /** Lets each loop finish its current call and resolves with everything seen. */
  stop(): Promise<TrafficResult>;
}

export function startTraffic(options: TrafficOptions): Traffic {
  let running = true;
  const answers: Answer[] = [];
  const acknowledged: Acknowledged = { remarks: [], uploads: new Map() };

  const send = async (
    call: string,
    method: string,
    url: string,
    body?: { payload: string | Buffer; headers: Record<string, string> },
  ): Promise<{ ok: boolean; body: unknown; bytes: Buffer }> => {
    let answer: Answer;
    let parsed: unknown = null;
    let bytes = Buffer.alloc(0);
    try {
      const response = await fetch(`${options.baseUrl}${url}`, {
        method,
        headers: { authorization: options.token, connection: 'close', ...body?.headers },
        ...(body && { body: body.payload }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      bytes = Buffer.from(await response.arrayBuffer());
      parsed = parseJson(bytes, response.headers.get('content-type'));
      const envelope = parsed as { status?: unknown; message?: unknown } | null;
      answer = {
        call,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        failureEnvelope: envelope?.status === 0 && typeof envelope.message === 'string',
        message:
          typeof envelope?.message === 'string'
            ? envelope.message
            : bytes.toString('utf8').slice(0, 120),
      };
    } catch (error) {
      answer = {
        call,
        status: 0,
        retryAfter: null,
        failureEnvelope: false,
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
    answers.push(answer);
    return { ok: answer.status >= 200 && answer.status < 300, body: parsed, bytes };
  };

  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });

  const versionOf = async (orderId: number): Promise<number | null> => {
    const details = await send(
      'GET order details',
      'GET',
      apiPath(API_ROUTES.orderDetails, { orderId }),
    );
    return details.ok ? (details.body as { data: { version: number } }).data.version : null;
  };

  const remarkLoop = async (orderId: number) => {
    for (let n = 0; running; n += 1) {
      const version = await versionOf(orderId);
      if (version !== null) {
        const text = `fault ${options.tag} ${orderId}-${n}`;
        const added = await send(
          'POST remark',
          'POST',
          apiPath(API_ROUTES.addNewRemark),
          json(remarkBody(orderId, version, text)),
        );
        if (added.ok) acknowledged.remarks.push(text);
      }
      await pause();
    }
  };

  const uploadLoop = async (orderId: number) => {
    while (running) {
      const version = await versionOf(orderId);
      if (version !== null) {
        const form = multipart(
          { orderId: String(orderId), email: 'customer@example.com', version: String(version) },
          { name: 'visa.pdf', contentType: 'application/pdf', content: SMALL_PDF },
        );
        const uploaded = await send(
          'POST upload',
          'POST',
          apiPath(API_ROUTES.uploadVisaDocument),
          form,
        );
        if (uploaded.ok) {
          acknowledged.uploads.set(orderId, (acknowledged.uploads.get(orderId) ?? 0) + 1);
        }
      }
      if (acknowledged.uploads.has(orderId)) {
        await send('GET document', 'GET', apiPath(API_ROUTES.orderDocument, { orderId }));
      }
      await pause();
    }
  };

  const readLoop = async (reader: number) => {
    for (let n = reader; running; n += 1) {
      const folder = READ_FOLDERS[n % READ_FOLDERS.length] ?? 'newOrder';
      await send('GET folder counts', 'GET', apiPath(API_ROUTES.folderCount));
      await send(
        'GET orders list',
        'GET',
        `${apiPath(API_ROUTES.ordersList, { orderName: folder })}?page=1&limit=10`,
      );
      await pause();
    }
  };

  const loops = [
    ...options.remarkOrders.map(remarkLoop),
    ...(options.uploadOrders ?? []).map(uploadLoop),
    ...Array.from({ length: options.readers }, (_, reader) => readLoop(reader)),
  ];
  return {
    writes: () => [
      ...(options.remarkOrders.length > 0 ? [acknowledged.remarks.length] : []),
      ...(options.uploadOrders?.length
        ? [[...acknowledged.uploads.values()].reduce((x, y) => x + y, 0)]
        : []),
    ],
    async stop() {
      running = false;
      await Promise.all(loops);
      return { answers, acknowledged };
    },
  };
}

function parseJson(bytes: Buffer, contentType: string | null): unknown {
  if (!contentType?.includes('json')) return null;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/** A failure answered as promised: 503, Retry-After, the `{status: 0, message}` envelope. */
export function isProperUnavailable(answer: Answer): boolean {
  return answer.status === 503 && answer.retryAfter !== null && answer.failureEnvelope;
}

export function isSuccess(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300;
}
