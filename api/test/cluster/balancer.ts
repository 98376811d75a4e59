import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { freePort } from '../helpers/apiInstance';
import { makeTempDir } from '../helpers/testApp';

/** The documented load-balancer config the cluster test runs (docs/deployment.md). */
export const PORTAL_CONF = path.join(REPO_ROOT, 'deploy', 'nginx', 'portal.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

/** The example's instance addresses, in its order: staff sites, then customer sites. */
const EXAMPLE_STAFF = ['127.0.0.1:3001', '127.0.0.1:3002'];
const EXAMPLE_CUSTOMER = ['127.0.0.1:3011', '127.0.0.1:3012'];

export interface Balancer {
  /** The staff site through the balancer. */
  url: string;
  /** The customer site through the balancer (Host: track.example.com). */
  customerUrl: string;
  stop(): Promise<void>;
}

export interface BalancedInstance {
  url: string;
  customerUrl: string;
}

const hostOf = (url: string) => new URL(url).host;

/**
 * deploy/nginx/portal.conf with the test's ports: each example instance address becomes
 * the address of one of `instances`, and `listen 80` a free loopback port.
 */
export function portalConfFor(instances: readonly BalancedInstance[], port: number): string {
  let conf = readFileSync(PORTAL_CONF, 'utf8');
  instances.forEach((instance, index) => {
    conf = conf
      .replace(`server ${EXAMPLE_STAFF[index]} `, `server ${hostOf(instance.url)} `)
      .replace(`server ${EXAMPLE_CUSTOMER[index]} `, `server ${hostOf(instance.customerUrl)} `);
  });
  return conf.replaceAll('listen 80;', `listen 127.0.0.1:${port};`);
}

/**
 * Debian's nginx in front of `instances`, as its own process with a temporary prefix (not
 * the system service): the repo's portal.conf inside a minimal nginx.conf.
 */
export async function startBalancer(instances: readonly BalancedInstance[]): Promise<Balancer> {
  if (!NGINX) {
    throw new Error(
      'The cluster test runs nginx in front of the API instances and found none. Install it ' +
        '(apt-get install -y nginx; bash .ci/run does), the system service need not run.',
    );
  }
  const prefix = makeTempDir();
  mkdirSync(path.join(prefix, 'logs'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // As root, workers would otherwise run as nobody and could not use the prefix.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${prefix}/logs/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
      ),
      portalConfFor(instances, port),
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', conf, '-e', `${prefix}/logs/error.log`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    customerUrl: url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
