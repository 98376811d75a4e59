import { PAGE_STYLES_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';

/**
 * How style-loader fills the <style> of an imported style sheet in the customer site and the
 * customer remote (`drawnByServer` in webpack/createConfig.js). A customer page the server drew
 * carries every sheet of its build inline already: a sheet found there word for word is left
 * empty, so the browser does not parse the same rules again and restyle and lay out the whole
 * page a second time while it loads. A sheet that differs (a newer release of the customer
 * remote) or a page without them (a remote's standalone page) gets the sheet as before.
 */
export default function styleTagTransform(css: string, style: HTMLStyleElement): void {
  const drawn = document.head.querySelector(`style[${PAGE_STYLES_ATTRIBUTE}]`)?.textContent;
  style.textContent = drawn?.includes(css) ? '' : css;
}
