/** A kind of file the Upload Document form accepts, known by its first bytes. */
export interface DocumentType {
  contentType: string;
  extension: string;
}

interface Signature {
  type: DocumentType;
  matches(head: Buffer): boolean;
}

function startsWith(head: Buffer, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Magic numbers of PDF and the web image formats: what a file is, whatever its name says. */
const SIGNATURES: readonly Signature[] = [
  {
    type: { contentType: 'application/pdf', extension: 'pdf' },
    matches: (head) => startsWith(head, ascii('%PDF-')),
  },
  {
    type: { contentType: 'image/png', extension: 'png' },
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: { contentType: 'image/jpeg', extension: 'jpg' },
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    type: { contentType: 'image/gif', extension: 'gif' },
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    type: { contentType: 'image/webp', extension: 'webp' },
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
];

/** The type of a PDF or image by its content; null for anything else. */
export function detectDocumentType(content: Buffer): DocumentType | null {
  return SIGNATURES.find((signature) => signature.matches(content))?.type ?? null;
}

/** The content type of a stored document, from the extension the server gave it. */
export function contentTypeOfStoredName(file1: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file1)?.[1]?.toLowerCase();
  const found = SIGNATURES.find((signature) => signature.type.extension === extension);
  if (found) return found.type.contentType;
  return extension === 'jpeg' ? 'image/jpeg' : 'application/octet-stream';
}
