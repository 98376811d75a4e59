import { Counter, Gauge, type Registry } from 'prom-client';
import { passwordChecksWaiting } from '../lib/passwords';
import type { LoginWait } from '../security/loginThrottle';

export interface ActivityMetrics {
  /** Every sign-in refused for wrong credentials. */
  signInFailed(): void;
  /** A sign-in refused because its account or client is held (the failure that starts a hold included). */
  signInHeld(wait: LoginWait): void;
  /** A sign-in refused (503) because too many password checks were waiting on this instance. */
  signInBusy(): void;
  /** Documents stored whole in the document store. */
  documentsStored(count: number): void;
  /** A document store operation that failed (put, read…). */
  documentStoreFailed(): void;
  /** Counts the live-update streams open at each scrape. */
  countLiveStreams(open: () => number): void;
  liveStreamOpened(): void;
  /** Storage errors by store; the database's are counted by its statements (databaseMetrics). */
  storageErrors: Counter<'store'>;
}

/** What the areas of the app tell as they work: sign-ins, documents, live streams. */
export function activityMetrics(registry: Registry): ActivityMetrics {
  const registers = [registry];
  const failures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Staff sign-ins refused for a wrong e-mail or password.',
    registers,
  });
  const held = new Counter({
    name: 'portal_sign_in_lockouts_total',
    help: 'Staff sign-ins refused because the account or the client is held after repeated failures, by scope.',
    labelNames: ['scope'],
    registers,
  });
  // Zero from the start (prom-client shows a labelled series only once it is incremented), so
  // an alert's increase() counts the first lockout of an instance's life, not from the second.
  held.inc({ scope: 'account' }, 0);
  held.inc({ scope: 'client' }, 0);
  const busy = new Counter({
    name: 'portal_sign_in_busy_total',
    help: 'Staff sign-ins refused (503) because too many password checks were already waiting their turn on this instance.',
    registers,
  });
  new Gauge({
    name: 'portal_password_checks_waiting',
    help: 'Password hashes and checks waiting their turn now on this instance (at most two run at once).',
    registers,
    collect() {
      this.set(passwordChecksWaiting());
    },
  });
  const stored = new Counter({
    name: 'portal_documents_stored_total',
    help: 'Documents stored whole in the document store (disk or bucket).',
    registers,
  });
  const storageErrors = new Counter({
    name: 'portal_storage_errors_total',
    help: 'Storage failures by store: documents (disk or bucket), database (disk full, I/O error, read-only file; PostgreSQL unreachable or no connection in time, a connection lost, a statement timed out).',
    labelNames: ['store'],
    registers,
  });
  // Zero from the start, as the lockouts above: PortalStorageErrors fires on the first.
  storageErrors.inc({ store: 'documents' }, 0);
  storageErrors.inc({ store: 'database' }, 0);
  const documentErrors = storageErrors.labels('documents');
  let liveStreams = () => 0;
  new Gauge({
    name: 'portal_live_streams_open',
    help: 'Live-update streams (server-sent events) open now on this instance.',
    registers,
    collect() {
      this.set(liveStreams());
    },
  });
  const opened = new Counter({
    name: 'portal_live_streams_opened_total',
    help: 'Live-update streams opened.',
    registers,
  });
  return {
    signInFailed: () => failures.inc(),
    signInHeld: (wait) => held.inc({ scope: wait.scope }),
    signInBusy: () => busy.inc(),
    documentsStored: (count) => stored.inc(count),
    documentStoreFailed: () => documentErrors.inc(),
    countLiveStreams: (open) => {
      liveStreams = open;
    },
    liveStreamOpened: () => opened.inc(),
    storageErrors,
  };
}
