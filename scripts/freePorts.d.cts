/** `count` different loopback ports nothing listens on now. */
export declare function freePorts(count: number): Promise<number[]>;
/** A loopback port nothing listens on now. */
export declare function freePort(): Promise<number>;
