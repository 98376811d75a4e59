export interface BalancedInstance {
  url: string;
  customerUrl: string;
}

export interface NginxProcess {
  /** The staff site through the balancer. */
  url: string;
  stop(): Promise<void>;
}

export declare const PORTAL_CONF: string;
export declare function portalConfFor(instances: readonly BalancedInstance[], port: number): string;
export declare function startNginx(
  instances: readonly BalancedInstance[],
  port: number,
): Promise<NginxProcess>;
