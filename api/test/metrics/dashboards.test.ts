import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { REPO_ROOT } from '../../src/config';
import { metricFamilies, PROMTOOL } from '../helpers/prometheusText';
import { createTestApp } from '../helpers/testApp';
import { callRoute } from '../helpers/callRoute';

const ALERTS = path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml');
const PROMETHEUS_YML = path.join(REPO_ROOT, 'deploy', 'prometheus', 'prometheus.yml');
const DASHBOARD = path.join(REPO_ROOT, 'deploy', 'grafana', 'portal-dashboard.json');

/** Series Prometheus makes itself for each target. */
const PROMETHEUS_OWN = new Set(['up']);
const OPERATORS = new Set(['and', 'or', 'unless', 'bool', 'offset']);
const HISTOGRAM_PARTS = /_(bucket|count|sum)$/;

/** The metric names a PromQL expression reads (not its functions, labels or groupings). */
function metricNamesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/\b[a-zA-Z_:][\w:]*\b(?!\s*\()/g)]
    .map((match) => match[0])
    .filter((name) => !OPERATORS.has(name));
}

interface DashboardPanel {
  title: string;
  targets?: Array<{ expr: string }>;
}

function dashboardExprs(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: DashboardPanel[] };
  return dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
}

/** Each rule's `expr:`, a one-line value or a `|` block. */
function alertExprs(): string[] {
  const lines = readFileSync(ALERTS, 'utf8').split('\n');
  const exprs: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    const [, indent = '', value = ''] = match;
    if (value !== '|') return void exprs.push(value);
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.search(/\S/) <= indent.length) break;
      block.push(next);
    }
    exprs.push(block.join('\n'));
  });
  return exprs;
}

describe('deploy/prometheus and deploy/grafana', () => {
  it('has alert rules and a scrape config promtool accepts', () => {
    expect(execFileSync(PROMTOOL, ['check', 'rules', ALERTS], { encoding: 'utf8' })).toMatch(
      /SUCCESS: \d+ rules found/,
    );
    expect(
      execFileSync(PROMTOOL, ['check', 'config', PROMETHEUS_YML], { encoding: 'utf8' }),
    ).toMatch(/is valid prometheus config file syntax/);
  });

  it('reads the metric names of an expression, not its functions or labels', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.99, sum by (route, le) (rate(portal_x_bucket{instance=~"$i"}[5m]))) > 2 and up == 0',
      ),
    ).toEqual(['portal_x_bucket', 'up']);
  });

  it('queries only metrics a real /metrics answer has, in the dashboard and in the alerts', async () => {
    const t = await createTestApp();
    try {
      await callRoute(t.app, API_ROUTES.health, null);
      const families = metricFamilies(
        (await t.app.inject({ method: 'GET', url: '/metrics' })).body,
      );
      const exists = (name: string) =>
        PROMETHEUS_OWN.has(name) ||
        families.has(name) ||
        (HISTOGRAM_PARTS.test(name) && families.has(name.replace(HISTOGRAM_PARTS, '')));
      const exprs = [...dashboardExprs(), ...alertExprs()];
      expect(exprs.length).toBeGreaterThan(20);
      const named = new Set(exprs.flatMap(metricNamesIn));
      expect([...named].filter((name) => !exists(name))).toEqual([]);
      expect(named.size).toBeGreaterThan(15);
    } finally {
      await t.close();
    }
  });
});
