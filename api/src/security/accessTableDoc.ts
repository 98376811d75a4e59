import {
  API_BASE,
  API_ROUTES,
  DEPLOY_TOKEN,
  type Access,
  type ApiRoute,
  type Caller,
} from '@portal/shared/api/apiRoutes';
import { STAFF_ROLES } from '@portal/shared/entities/staff';

/**
 * docs/security.md shows the access table of every API call, written from the shared route
 * table by scripts/security-table.mjs; a test compares the two, so the document cannot drift
 * from what the server enforces.
 */
export const ACCESS_TABLE_START = '<!-- access-table:start (scripts/security-table.mjs) -->';
export const ACCESS_TABLE_END = '<!-- access-table:end -->';

const ALLOWED = '✓';
/** A call the order holder rule does not touch. */
const NOT_APPLICABLE = '—';

function who(access: Access): string {
  if (access === 'public') return 'anyone, no session';
  if (access === 'staff') return 'any signed-in staff';
  return access.join(', ');
}

function answerFor(access: Access, caller: Caller): string {
  if (access === 'public' || access.includes(caller)) return ALLOWED;
  if (access === 'staff') return caller === DEPLOY_TOKEN ? '403' : ALLOWED;
  return '403';
}

/**
 * The table as Markdown: one row per call, what each role, the deploy token and no session
 * get, and what every role gets naming an order another member holds (holderOnly).
 */
export function accessTableMarkdown(
  routes: Readonly<Record<string, ApiRoute>> = API_ROUTES,
): string {
  const callers = [...STAFF_ROLES, DEPLOY_TOKEN] as const;
  const header = [
    'Call',
    'Method and path',
    'Who may call it',
    'No session',
    ...callers,
    'Order held by another member',
  ];
  const rows = Object.entries(routes).map(([key, route]) => [
    key,
    `\`${route.method} ${API_BASE}${route.path}\``,
    who(route.access),
    route.access === 'public' ? ALLOWED : '401',
    ...callers.map((caller) => answerFor(route.access, caller)),
    route.holderOnly ? '403' : NOT_APPLICABLE,
  ]);
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `doc` with the text between the markers replaced by `table`. */
export function withAccessTable(doc: string, table: string): string {
  const start = doc.indexOf(ACCESS_TABLE_START);
  const end = doc.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`The document has no ${ACCESS_TABLE_START} … ${ACCESS_TABLE_END} markers.`);
  }
  return `${doc.slice(0, start + ACCESS_TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

/** The cells of the table between the markers, trimmed: formatters pad Markdown tables. */
export function accessTableCells(doc: string): string[][] {
  const start = doc.indexOf(ACCESS_TABLE_START);
  const end = doc.indexOf(ACCESS_TABLE_END);
  if (start < 0 || end < start) return [];
  return doc
    .slice(start + ACCESS_TABLE_START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}
