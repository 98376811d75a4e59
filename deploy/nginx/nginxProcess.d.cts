export interface BalancedInstance {
  url: string;
  customerUrl: string;
}

export interface NginxProcess {
  /** The staff site through the balancer. */
  url: string;
  /** nginx's access log so far, in portal.conf's format (one request a line). */
  accessLog(): string;
  /**
   * Reloads the configuration with the instances in `down` taken out of rotation (none: all
   * in), and resolves once nginx no longer sends them anything: how an instance is taken out
   * before it stops and put back once ready (docs/deployment.md#releases).
   */
  route(down?: readonly { url: string }[]): Promise<void>;
  stop(): Promise<void>;
}

export declare const PORTAL_CONF: string;
export declare function portalConfFor(
  instances: readonly BalancedInstance[],
  port: number,
  down?: readonly { url: string }[],
  accessLog?: string,
): string;
export declare function startNginx(
  instances: readonly BalancedInstance[],
  port: number,
): Promise<NginxProcess>;
