// @ts-check
/**
 * A runtime plugin of every app: the federation runtime initialises an app's share scope once,
 * not once per shared module it loads. In @module-federation/runtime-core 2.9.2 `loadShare`
 * calls `initializeSharing` without an init scope, so its once-only guard, which looks for its
 * token in that scope, never holds: each shared module an app loads registered all the app's
 * shared modules again (5,812 registrations for about 360 loads on the login page,
 * docs/benchmarks.md, "Share scope initialised once"). The same fix is proposed upstream
 * (module-federation/core pull request 5062, open); this plugin goes when a release has it.
 * Calls that bring their own scope, and the build's own, which its runtime guards itself, are
 * left as they are. With the 'loaded-first' strategy (webpack/createConfig.js) a later
 * registration never replaced an entry, so only the repeats go.
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function initializeSharingOnce() {
  return {
    name: 'initialize-sharing-once',
    apply(instance) {
      const handler = instance.sharedHandler;
      const initializeSharing = handler.initializeSharing.bind(handler);
      /** @type {Parameters<typeof initializeSharing>[1]} */
      const once = { initScope: [] };
      handler.initializeSharing = (scopeName, options) =>
        initializeSharing(
          scopeName,
          options?.initScope || options?.from === 'build' ? options : { ...options, ...once },
        );
    },
  };
}
