// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CompatibilityRecordPlugin } = require('./CompatibilityRecordPlugin');
const { CompileHintPlugin } = require('./CompileHintPlugin');
const { ContractRequestsPlugin } = require('./ContractRequestsPlugin');
const { LoadMapPlugin } = require('./LoadMapPlugin');
const { PreloadFirstLoadPlugin } = require('./PreloadFirstLoadPlugin');
const { stripRouteSchemas } = require('./stripRouteSchemas');
const { ReproducibleReleasePlugin, releaseChunkGlobal } = require('./ReproducibleReleasePlugin');
const { REMOTES_MANIFEST_PATH } = require('./remoteExposes');
const { GRID_MODULE, SUBSET_MODULES, sharedDependencies } = require('./sharedDependencies');

/**
 * The stats plugin lists where each shared module and remote is used in the order the modules
 * happened to be built, which differs between two builds of one commit; sorted, mf-stats.json is
 * the same bytes every time, and so is the release (webpack/ReproducibleReleasePlugin.js).
 * @param {{ stats: { shared: Array<{ usedIn?: string[] }>, remotes: Array<{ usedIn?: string[] }> } }} data
 */
const sortedUsedIn = ({ stats }) => {
  for (const entry of [...stats.shared, ...stats.remotes]) entry.usedIn?.sort();
  return stats;
};

/**
 * A brotli (.br) and a gzip (.gz) copy beside every text file of a production build, for the
 * server to send as they are (docs/architecture.md, "Compression"): compressed once at the
 * highest levels instead of on every request at a fast one. Scripts, styles, manifests and
 * icons; pages are compressed by the server as it answers. Up to 1 KiB a compressed copy saves
 * less than its headers cost (the server's threshold too); a copy no smaller than its file is
 * left out. Files other plugins add late (mf-manifest.json, load-map.json) count too.
 */
const PRECOMPRESSED = { test: /\.(js|css|json|svg)$/, threshold: 1024, minRatio: 1 };
const precompression = () => [
  new CompressionPlugin({
    ...PRECOMPRESSED,
    algorithm: 'brotliCompress',
    filename: '[path][base].br',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
  }),
  new CompressionPlugin({
    ...PRECOMPRESSED,
    algorithm: 'gzip',
    filename: '[path][base].gz',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
];

/** Lazy chunks give up after two minutes (docs/product.md#formats-and-limits). */
const CHUNK_LOAD_TIMEOUT_MS = 120000;
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * @typedef {object} AppOptions
 * @property {string} name          Federation name (a JS identifier), e.g. 'queues'.
 * @property {string} dir           The app's folder (its __dirname).
 * @property {number} devPort       Port of `npm run serve` for this app alone.
 * @property {string} title         Title of the app's own HTML page.
 * @property {string} description   What the page is, in one sentence: its meta description, the
 *   line a search engine shows under the title.
 * @property {Record<string, string>} [exposes] Modules a remote exposes.
 * @property {boolean} [isHost]     A host (the shell, the customer site): loads remotes at run time.
 * @property {string} [publicPath]  Where a host's files are served; '/' by default.
 * @property {Array<'agGrid' | 'yup'>} [sharedExtras] Heavy singletons this app uses (see sharedDependencies).
 * @property {RegExp} [contractChunk] A remote's contract modules that go in one file (see oneFile).
 * @property {boolean} [librariesInOneFile] A host whose page needs every library it provides
 *   before its first render (see oneFile).
 * @property {boolean} [drawnByServer] Its pages arrive drawn, their style sheets inline (the
 *   customer site and the customer remote): the sheets its scripts bring are added only where
 *   the page does not carry them already (web/src/styles/styleTagTransform.ts).
 */

/**
 * Leaves out the parts of the federation runtime an app never runs: Node's script loader
 * (every app runs in a browser) and, in a remote, the code that loads other remotes and
 * reads their manifests (only the shell loads remotes). The runtime is most of a remote's
 * remoteEntry.js.
 * @param {AppOptions} app
 */
function federationRuntimeTrim(app) {
  return app.isHost
    ? { target: /** @type {const} */ ('web') }
    : { target: /** @type {const} */ ('web'), disableSnapshot: true, disableRemote: true };
}

/**
 * One federation runtime per page: in production a remote's entry takes the runtime core from
 * the host that loads it instead of carrying a copy; a host provides it through the runtime
 * plugin of webpack/injectRuntimeCore.mjs (what `provideExternalRuntime` adds, as an ES module).
 * A remote's standalone page has no host, so development builds (`npm run serve`) keep their own.
 * Every app's runtime initialises its share scope once (webpack/initializeSharingOnce.mjs).
 * @param {AppOptions} app
 * @param {boolean} production
 */
function sharedRuntime(app, production) {
  const initializeSharingOnce = path.join(__dirname, 'initializeSharingOnce.mjs');
  if (app.isHost) {
    return {
      runtimePlugins: [path.join(__dirname, 'injectRuntimeCore.mjs'), initializeSharingOnce],
    };
  }
  return {
    runtimePlugins: [initializeSharingOnce],
    ...(production ? { experiments: { externalRuntime: true } } : {}),
  };
}

/** Libraries: node_modules, and the modules of sharedModules/ that re-export one. */
const LIBRARY_MODULES = /[\\/](node_modules|webpack[\\/]sharedModules)[\\/]/;

/**
 * Webpack's own vendor chunks, with the modules of sharedModules/ beside the library they
 * re-export: split off alone, each cost a request and its headers for a few hundred bytes.
 */
const VENDOR_CHUNKS = {
  defaultVendors: { test: LIBRARY_MODULES, priority: -10, reuseExistingChunk: true },
};

/** Libraries whose code runs nearly whole at first use: compiled eagerly, off the main thread. */
const EAGERLY_COMPILED = /[\\/]node_modules[\\/]ag-grid-(community|react)[\\/]/;

/** The packages of the grid, whose code runs only through GRID_MODULE. */
const GRID_PACKAGES = /[\\/]node_modules[\\/](ag-grid-community|ag-grid-react|ag-stack)[\\/]/;

/**
 * The grid's shared module with the packages it re-exports: apart, the module was a file of
 * its own of 0.3 KiB that cost a request and 0.7 KiB of headers before the first rows.
 * @param {import('webpack').Module} module
 */
function isGridModule(module) {
  const file = module.nameForCondition() ?? '';
  return file === GRID_MODULE || GRID_PACKAGES.test(file);
}

/** Every module of the contract and web packages (webpack/workspace.js, SHARED_PACKAGES). */
const ALL_CONTRACT_MODULES = /[\\/](shared|web)[\\/]src[\\/].*\.(tsx?|css)$/;

/**
 * The modules `test` matches that a page loads after its entry, in one file called `name`: a
 * page that needs nearly all of them at start pays one request, its headers and its
 * compression instead of one per module (most are under 1 KiB; headers are about 0.6 KiB).
 * - `contract`: a host's modules of the contract and web packages. A remote keeps one file per
 *   module, since it takes most of them from the host and downloads only the few the host does
 *   not provide; its `contractChunk` names those its first screen needs together, with the
 *   libraries only they import (remote-queues: dayjs and the style injection of their CSS).
 * - `libraries`: the shell's libraries (`librariesInOneFile`), which its page runs before its
 *   first render (the login form needs formik and axios, the counts TanStack Query, the layout
 *   the router and toasts). The customer site keeps one file per library, so that its page may leave a
 *   library for later (docs/decisions.md#customer-page-script-budget).
 * - `grid`: the grid's shared module and packages (isGridModule), in the app that provides it.
 * @param {'contract' | 'libraries' | 'grid'} name
 * @param {RegExp | ((module: import('webpack').Module) => boolean)} test
 */
function oneFile(name, test) {
  return { [name]: { test, name, chunks: /** @type {const} */ ('async'), enforce: true } };
}

/**
 * React Router's own production build. The package's exports name only its development build
 * (remix-run/react-router#14102, open), which differs in one flag: with it, each render of
 * `<Routes>` composes the text of the developer warnings it checks, and a failed check logs and
 * throws an Error (docs/benchmarks.md, "The router's production build").
 */
const ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

/**
 * How every build finds modules: workspace packages from their TypeScript.
 * @param {boolean} production whether the build is for production (the router's own build too)
 * @returns {import('webpack').ResolveOptions}
 */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // Workspace packages are compiled from their TypeScript sources.
    conditionNames: ['source', '...'],
    alias: {
      ...(production && { 'react-router$': ROUTER_PRODUCTION }),
      // It publishes its TypeScript under the `source` condition too: take its build.
      'eventsource-parser/stream$': path.join(
        path.dirname(require.resolve('eventsource-parser/package.json')),
        'dist',
        'stream.js',
      ),
    },
  };
}

const SUBSET_FOLDER = path.join(__dirname, 'sharedModules');

/**
 * The router, formik and yup as the apps use them, so the shared copies are tree-shaken
 * (webpack/sharedModules/): every module's request for the package resolves to its subset
 * module, but the subset modules' own, which take the package's public entry.
 * @returns {import('webpack').RuleSetRule}
 */
function subsetRule() {
  return {
    exclude: SUBSET_FOLDER,
    resolve: {
      alias: Object.fromEntries(
        Object.entries(SUBSET_MODULES).map(([request, file]) => [`${request}$`, file]),
      ),
    },
  };
}

const PAGE = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An app's page (webpack/index.html) with its title and description; the plugin adds the
 * entry's script.
 * @param {AppOptions} app
 */
function pageOf(app) {
  for (const field of /** @type {const} */ (['title', 'description'])) {
    if (typeof app[field] !== 'string' || app[field].trim() === '') {
      throw new Error(`${app.dir}/webpack.config.js: give the app's page a ${field}`);
    }
  }
  return PAGE.replace('{{title}}', () => escapeHtml(app.title)).replace('{{description}}', () =>
    escapeHtml(app.description),
  );
}

/**
 * The TypeScript of an app, compiled with its tsconfig.
 * @param {string} dir the app's folder
 * @returns {import('webpack').RuleSetRule}
 */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    exclude: /node_modules[\\/](?!@portal)/,
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      getCustomTransformers: () => ({ before: [stripRouteSchemas()] }),
    },
  };
}

/**
 * The one webpack config of the portal. Every app is a federation container with an
 * async bootstrap; remotes also get a standalone page so a squad can run theirs alone.
 * @param {AppOptions} app
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const releaseBuild = process.env.RELEASE_BUILD === '1';
    return {
      name: app.name,
      context: app.dir,
      mode: production ? 'production' : 'development',
      // Maps are written beside the build for error reporting, but no script names them and
      // the server refuses them unless SERVE_SOURCE_MAPS is set (docs/security.md). A
      // development build's maps are files too: the pages' policy allows no eval, so an
      // eval-source-map build (`npm run dev`) stopped at its first module.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      entry: './src/index.ts',
      output: {
        path: path.join(app.dir, 'dist'),
        // A host is served at a fixed path; a remote works wherever its files are deployed.
        publicPath: app.isHost ? (app.publicPath ?? '/') : 'auto',
        // Entry files keep fixed names (the federation runtime cannot hash them); they are served no-cache.
        filename: '[name].js',
        // Hashed in development too: federation emits the fallback of a shared module and
        // its consumed copy under one chunk name, and a name alone collided ('Conflict:
        // multiple assets emit different content to the same filename').
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: app.name,
        // A release build (scripts/release.mjs) loads its chunks through a global named
        // after its content (ReproducibleReleasePlugin).
        ...(releaseBuild && { chunkLoadingGlobal: releaseChunkGlobal(app.name) }),
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
      },
      resolve: resolveOptions(production),
      module: {
        // An import of a name a module does not export fails the build instead of being undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          subsetRule(),
          typescriptRule(app.dir),
          // No source map inside the styles a production script carries: it was most of their bytes.
          {
            test: /\.css$/,
            use: [
              {
                loader: 'style-loader',
                options: app.drawnByServer
                  ? {
                      styleTagTransform: path.join(
                        __dirname,
                        '../web/src/styles/styleTagTransform.ts',
                      ),
                    }
                  : {},
              },
              { loader: 'css-loader', options: { sourceMap: !production } },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          shared: sharedDependencies(app.sharedExtras),
          // Remotes are registered at run time from /remotes.json and loaded only when
          // a route needs them, so a down remote never blocks the rest of the portal.
          shareStrategy: 'loaded-first',
          manifest: { additionalData: sortedUsedIn },
          dts: false,
          experiments: { optimization: federationRuntimeTrim(app) },
          ...sharedRuntime(app, production),
        }),
        new ContractRequestsPlugin(),
        new HtmlWebpackPlugin({
          // The page runs its entry only: with remoteEntry.js too it had two webpack runtimes
          // of one name, and the second hot update of `npm run serve` failed between them.
          chunks: ['main'],
          // Deep links reload with absolute script URLs.
          publicPath: app.publicPath ?? '/',
          // The page's text, not a template file: a template is compiled by a child compiler
          // of the build, in which federation provided every module shared by its file (the
          // subsets, the grid) again, whole and in Node's chunk format, as files of every build.
          templateContent: pageOf(app),
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        new LoadMapPlugin(),
        ...(app.isHost ? [new PreloadFirstLoadPlugin(REMOTES_MANIFEST_PATH)] : []),
        // What a remote needs of its host, or what a host provides (checked by `npm run deploy`
        // and /remotes.json).
        ...(production ? [new CompatibilityRecordPlugin(app)] : []),
        ...(releaseBuild ? [new ReproducibleReleasePlugin(app.name)] : []),
        ...(production ? [new CompileHintPlugin(EAGERLY_COMPILED), ...precompression()] : []),
        // How long one attempt to load a remote may take (web/src/remotes/boundedRemoteLoads.ts).
        new DefinePlugin({
          'process.env.REMOTE_LOAD_TIMEOUT_MS': JSON.stringify(
            process.env.REMOTE_LOAD_TIMEOUT_MS ?? '',
          ),
        }),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            ...VENDOR_CHUNKS,
            ...((app.isHost || app.contractChunk) &&
              oneFile('contract', app.contractChunk ?? ALL_CONTRACT_MODULES)),
            ...(app.librariesInOneFile && oneFile('libraries', LIBRARY_MODULES)),
            ...(app.sharedExtras?.includes('agGrid') && oneFile('grid', isGridModule)),
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.devPort,
        // Any page path answers the app's page, wherever the host's files are served.
        historyApiFallback: { index: `${app.isHost ? (app.publicPath ?? '/') : '/'}index.html` },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', REMOTES_MANIFEST_PATH, '/remotes'], target: API_ORIGIN }],
      },
    };
  };
}

module.exports = { createConfig, resolveOptions, subsetRule, typescriptRule };
