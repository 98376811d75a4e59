/**
 * The third-party translation widget of the customer pages' top bar (docs/product.md#calls):
 * where its script comes from and every origin it fetches from. The customer pages load it
 * from here and the server's Content-Security-Policy of the customer site allows
 * exactly these origins, nothing more (docs/security.md, "Browser security headers").
 */
export const TRANSLATION_WIDGET = {
  scriptUrl: 'https://translate.google.com/translate_a/element.js?cb=customerTranslationReady',
  /** Its loader, the scripts that loader adds, and their translation calls. */
  scriptOrigins: [
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://translate-pa.googleapis.com',
    'https://www.gstatic.com',
  ],
  styleOrigins: ['https://www.gstatic.com', 'https://fonts.googleapis.com'],
  imageOrigins: [
    'https://www.gstatic.com',
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://www.google.com',
    'https://fonts.gstatic.com',
  ],
  fontOrigins: ['https://fonts.gstatic.com'],
  connectOrigins: ['https://translate.googleapis.com', 'https://translate-pa.googleapis.com'],
  frameOrigins: ['https://translate.google.com', 'https://translate.googleapis.com'],
} as const;
