// The runtime plugin by which a host provides its federation runtime core to the remotes it
// loads (webpack/createConfig.js, sharedRuntime). Imported here so that the build resolves it
// as an ES module, like the rest of the runtime: `provideExternalRuntime` names its CommonJS
// file, which pulled the CommonJS build of the whole runtime core into the host's main.js
// beside the ES module build (two copies of the core).
export { default } from '@module-federation/inject-external-runtime-core-plugin';
