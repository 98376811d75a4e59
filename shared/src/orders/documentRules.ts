/** What the Upload Document form accepts; the server checks the same by the file's content. */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  tooLarge: `The file is larger than ${MAX_DOCUMENT_MB} MB. Choose a smaller file.`,
  wrongType: 'Only a PDF or an image (PNG, JPEG, GIF or WebP) can be uploaded.',
} as const;
