/**
 * How a customer page the server drew (api/src/plugins/customerPageRenderer.ts) tells the
 * browser so: the mark on its #root, which the customer site takes over with `hydrateRoot`
 * instead of drawing it again, and the mark on the <style> in its head that holds every style
 * sheet of the build the page was drawn with (docs/architecture.md, "Customer pages").
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';
