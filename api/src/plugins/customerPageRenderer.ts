import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandOf } from '@portal/shared/brands/brandDomains';
import {
  PAGE_STYLES_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@portal/shared/customer/serverDrawnPage';

/** A customer page as the customer site's server renderer draws it (customer-site/server/). */
export interface RenderedCustomerPage {
  title: string;
  html: string;
}

interface RendererModule {
  renderCustomerPage(url: string, hostname: string, keptEmail: string): RenderedCustomerPage;
}

/** What the customer site's build writes for the server (customer-site/webpack.render.config.js). */
const RENDERER_FILE = 'renderCustomerPage.js';
const STYLES_FILE = 'customer-page.css';
/** Pages kept rendered, the most recently asked first out last. */
const CACHED_PAGES = 256;

/** The page's place for the app, as the page template (webpack/index.html) writes it, minified or not. */
const EMPTY_ROOT = /<div id="?root"?><\/div>/;
/** What the template tells a browser without JavaScript; a rendered page needs no script. */
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The customer site's page `template` with a rendered page in its #root (marked so that the
 * browser takes it over rather than drawing it again), its title, and the page's styles in
 * the head. A template without the empty #root is returned as it is.
 */
export function withRenderedPage(
  template: string,
  page: RenderedCustomerPage,
  styles: string,
): string {
  if (!EMPTY_ROOT.test(template)) return template;
  return template
    .replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('</head>', () => `<style ${PAGE_STYLES_ATTRIBUTE}>${styles}</style></head>`)
    .replace(NO_SCRIPT, '');
}

/**
 * Renders customer pages with the renderer the customer site's build wrote to `folder`,
 * loaded when it appears and again when a build replaces it, without a restart. Null while
 * there is none. Pages are kept per brand and address, the most recent CACHED_PAGES of them:
 * a page depends on nothing else, but for the e-mail a refused track form post kept
 * (customer/keptEmail.ts), whose page is drawn for that customer alone and not kept.
 */
export function customerPageRenderer(folder: string) {
  const rendererFile = path.join(folder, RENDERER_FILE);
  let loaded: { builtAt: number; module: RendererModule; styles: string } | null = null;
  const pages = new Map<string, RenderedCustomerPage>();

  async function current() {
    const built = await stat(rendererFile).catch(() => null);
    if (!built) return null;
    if (loaded?.builtAt !== built.mtimeMs) {
      const load = createRequire(rendererFile);
      delete load.cache[rendererFile];
      const styles = await readFile(path.join(folder, STYLES_FILE), 'utf8');
      loaded = { builtAt: built.mtimeMs, module: load(rendererFile) as RendererModule, styles };
      pages.clear();
    }
    return loaded;
  }

  return async function render(
    url: string,
    hostname: string,
    keptEmail: string | null,
  ): Promise<{ page: RenderedCustomerPage; styles: string } | null> {
    const renderer = await current();
    if (!renderer) return null;
    if (keptEmail !== null) {
      return {
        page: renderer.module.renderCustomerPage(url, hostname, keptEmail),
        styles: renderer.styles,
      };
    }
    const key = `${brandOf(hostname)} ${url}`;
    let page = pages.get(key);
    if (page) pages.delete(key);
    else page = renderer.module.renderCustomerPage(url, hostname, '');
    pages.set(key, page);
    if (pages.size > CACHED_PAGES) pages.delete(pages.keys().next().value as string);
    return { page, styles: renderer.styles };
  };
}
