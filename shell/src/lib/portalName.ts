/** The admin portal's page title names the portal itself (spec section 1). */
export const PORTAL_NAME = 'eVisitor Admin Portal';
