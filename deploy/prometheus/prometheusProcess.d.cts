export interface ScrapedInstance {
  /** The instance's staff site, where /metrics answers. */
  url: string;
}

export interface PrometheusProcess {
  /** Prometheus's own address: its HTTP API under /api/v1. */
  url: string;
  stop(): Promise<void>;
}

export declare const PROMETHEUS_YML: string;
export declare const ALERTS_YML: string;
export declare function prometheusYmlFor(
  instances: readonly ScrapedInstance[],
  intervalSeconds: number,
): string;
export declare function startPrometheus(
  instances: readonly ScrapedInstance[],
  port: number,
): Promise<PrometheusProcess>;
