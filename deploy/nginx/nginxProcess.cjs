// @ts-check
// Runs deploy/nginx/portal.conf in a private nginx process (not the system service) in front
// of API instances on this machine: the cluster test (api/test/cluster/) and the cluster
// bench (`npm run bench -- --cluster`) use it. CommonJS, so both jest and the ESM bench load it.
const { spawn } = require('node:child_process');
const {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const PORTAL_CONF = path.join(__dirname, 'portal.conf');
/** Where portal.conf writes its access log; a private nginx writes it in its prefix. */
const PORTAL_ACCESS_LOG = '/var/log/nginx/portal.access.log';
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

/** The example's instance addresses, in its order: staff sites, then customer sites. */
const EXAMPLE_STAFF = ['127.0.0.1:3001', '127.0.0.1:3002'];
const EXAMPLE_CUSTOMER = ['127.0.0.1:3011', '127.0.0.1:3012'];

/** @param {string} url */
const hostOf = (url) => new URL(url).host;

/**
 * portal.conf with the given ports: each example instance address becomes the address of
 * one of `instances` (an upstream left without an instance is dropped), `listen 80` the
 * loopback `port`, the access log `accessLog`.
 * An instance in `down` stays in the upstreams marked `down`: nginx sends it nothing.
 * @param {ReadonlyArray<{ url: string, customerUrl: string }>} instances
 * @param {number} port
 * @param {ReadonlyArray<{ url: string }>} [down]
 * @param {string} [accessLog]
 */
function portalConfFor(instances, port, down = [], accessLog = '/dev/null') {
  let conf = readFileSync(PORTAL_CONF, 'utf8').replace(PORTAL_ACCESS_LOG, accessLog);
  EXAMPLE_STAFF.forEach((staff, index) => {
    const instance = instances[index];
    const customer = EXAMPLE_CUSTOMER[index] ?? '';
    const mark = instance && down.some((out) => out.url === instance.url) ? 'down ' : '';
    conf = instance
      ? conf
          .replace(`server ${staff} `, `server ${hostOf(instance.url)} ${mark}`)
          .replace(`server ${customer} `, `server ${hostOf(instance.customerUrl)} ${mark}`)
      : conf.replace(new RegExp(`\\n *server (${staff}|${customer}) [^\\n]*`, 'g'), '');
  });
  return conf.replaceAll('listen 80;', `listen 127.0.0.1:${port};`);
}

/**
 * Starts nginx with a temporary prefix in front of `instances` on the loopback `port` and
 * resolves once it answers /api/health; `stop()` ends it and removes the prefix.
 * @param {ReadonlyArray<{ url: string, customerUrl: string }>} instances
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startNginx(instances, port) {
  if (!NGINX) {
    throw new Error(
      'Several API instances are run behind nginx and none is installed. Install it ' +
        '(apt-get install -y nginx; bash .ci/run does); the system service need not run.',
    );
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const conf = path.join(prefix, 'nginx.conf');
  const errorLog = path.join(prefix, 'logs', 'error.log');
  const accessLog = path.join(prefix, 'logs', 'access.log');
  /** @param {ReadonlyArray<{ url: string }>} [down] */
  const writeConf = (down) =>
    writeFileSync(
      conf,
      [
        // As root, workers would otherwise run as nobody and could not use the prefix.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'worker_processes 1;',
        `pid ${prefix}/nginx.pid;`,
        `error_log ${errorLog} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
        ),
        portalConfFor(instances, port, down, accessLog),
        '}',
      ].join('\n'),
    );
  writeConf();
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 10 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  /** nginx's worker processes now (Linux lists a process's children under /proc). */
  const workers = () =>
    readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean);
  return {
    url,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    async route(down) {
      const before = workers();
      writeConf(down);
      child.kill('SIGHUP');
      // Applied once every worker of the old configuration has finished its requests and left.
      while (workers().length === 0 || workers().some((pid) => before.includes(pid))) {
        if (child.exitCode !== null) throw new Error(`nginx stopped on reload: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

module.exports = { PORTAL_CONF, portalConfFor, startNginx };
