/** The admin portal's page title names the portal itself (docs/product.md#audiences). */
export const PORTAL_NAME = 'eVisitor Admin Portal';
