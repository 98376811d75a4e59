import { contentTypeOfStoredName, detectDocumentType } from '../../src/storage/documentType';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('detectDocumentType', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n...'), 'application/pdf', 'pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png', 'png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg', 'jpg'],
    ['a GIF', text('GIF89a\x01\x00'), 'image/gif', 'gif'],
    ['an older GIF', text('GIF87a\x01\x00'), 'image/gif', 'gif'],
    ['a WebP', text('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp', 'webp'],
  ])('knows %s by its first bytes', (_kind, content, contentType, extension) => {
    expect(detectDocumentType(content)).toEqual({ contentType, extension });
  });

  it.each([
    ['text', text('hello')],
    ['HTML', text('<!doctype html>')],
    ['a ZIP (a Word file)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['a WAV (RIFF but not WebP)', text('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
    ['a PDF signature further in', text(' %PDF-1.4')],
  ])('refuses %s', (_kind, content) => {
    expect(detectDocumentType(content)).toBeNull();
  });

  it('gives stored names their content type back', () => {
    expect(contentTypeOfStoredName('evisitor-1.pdf')).toBe('application/pdf');
    expect(contentTypeOfStoredName('scan.JPG')).toBe('image/jpeg');
    expect(contentTypeOfStoredName('scan.jpeg')).toBe('image/jpeg');
    expect(contentTypeOfStoredName('notes')).toBe('application/octet-stream');
  });
});
