// @ts-check
// Runs deploy/prometheus/prometheus.yml (with alerts.yml) in a private Prometheus process,
// scraping API instances on this machine: the cluster test (api/test/cluster/) uses it.
// CommonJS, like deploy/nginx/nginxProcess.cjs.
const { spawn } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const PROMETHEUS_YML = path.join(__dirname, 'prometheus.yml');
const ALERTS_YML = path.join(__dirname, 'alerts.yml');
const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((file) =>
  existsSync(file),
);

/** The example's instance addresses, in its order. */
const EXAMPLE_TARGETS = ['127.0.0.1:3001', '127.0.0.1:3002'];

/**
 * prometheus.yml scraping `instances` (their staff sites) every `intervalSeconds`, with the
 * alert rules read from this folder.
 * @param {ReadonlyArray<{ url: string }>} instances
 * @param {number} intervalSeconds
 */
function prometheusYmlFor(instances, intervalSeconds) {
  let yml = readFileSync(PROMETHEUS_YML, 'utf8')
    .replace(/(scrape_interval|evaluation_interval): 15s/g, `$1: ${intervalSeconds}s`)
    .replace('- alerts.yml', `- ${ALERTS_YML}`);
  EXAMPLE_TARGETS.forEach((target, index) => {
    const instance = instances[index];
    yml = instance
      ? yml.replace(`- ${target}`, `- ${new URL(instance.url).host}`)
      : yml.replace(new RegExp(`\\n *- ${target}`), '');
  });
  return yml;
}

/**
 * Starts Prometheus with a temporary storage folder on the loopback `port`, scraping
 * `instances` every second; resolves once it is ready. `stop()` ends it and removes the folder.
 * @param {ReadonlyArray<{ url: string }>} instances
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startPrometheus(instances, port) {
  if (!PROMETHEUS) {
    throw new Error(
      'The cluster test scrapes the instances with Prometheus and none is installed. Install ' +
        'it (apt-get install -y prometheus; bash .ci/run does); the system service need not run.',
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-prometheus-'));
  const config = path.join(folder, 'prometheus.yml');
  writeFileSync(config, prometheusYmlFor(instances, 1));
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus did not start: ${stderr}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`prometheus was not ready within 30 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

module.exports = { PROMETHEUS_YML, ALERTS_YML, prometheusYmlFor, startPrometheus };
