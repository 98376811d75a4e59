import { execFile } from 'node:child_process';
import path from 'node:path';

const WORKER = path.join(__dirname, 'pdfTextWorker.cjs');

/** The text of every page of a PDF, read by a real PDF parser (pdf.js, through pdf-parse). */
export function readPdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [WORKER],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`PDF could not be parsed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { text: string; pages: number });
      },
    );
    child.stdin?.end(pdf);
  });
}

/** Parser output keeps words but may break lines anywhere: compare without whitespace. */
export const squeeze = (text: string): string => text.replace(/\s+/g, '');
