/** The built server's entry point (api/dist/server.js). */
export declare const SERVER_SCRIPT: string;
/** The node arguments that start an instance: its flags, then the server. */
export declare const SERVER_NODE_ARGS: readonly string[];
