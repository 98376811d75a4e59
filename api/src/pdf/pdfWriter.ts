import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';

/**
 * Small building blocks for the portal's PDFs (defence packs, invoices, demo documents)
 * on top of pdfkit: headings, label/value lists and tables that break across pages,
 * with a page footer. Only the standard PDF fonts are used, so nothing is embedded and
 * files stay small. Drawing gives the event loop back every SLICE_MS, so other requests
 * are answered while a long PDF is made (docs/reliability.md, "Heavy requests").
 */
export interface PdfMeta {
  title: string;
  author?: string;
  subject?: string;
  /** Shown on the left of every page footer. */
  footer?: string;
}

export interface TableColumn {
  header: string;
  /** Share of the text width, relative to the other columns. */
  weight: number;
}

const COLORS = { text: '#1c2533', muted: '#627084', rule: '#c5ced9', head: '#e8efff' };
const MARGIN = 50;
const CELL_PADDING = 4;
/** The longest stretch a PDF holds the event loop before letting other requests in. */
const SLICE_MS = 5;

/** Yields to the event loop once a slice of drawing has taken SLICE_MS. */
class TimeSlicer {
  private sliceStart = performance.now();

  async yieldIfDue(): Promise<void> {
    if (performance.now() - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
  }
}

export class PdfWriter {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly slicer = new TimeSlicer(),
  ) {}

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensureSpace(height: number): this {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
    return this;
  }

  title(text: string, subtitle?: string): this {
    this.doc.font('Helvetica-Bold').fontSize(18).fillColor(COLORS.text).text(text, this.left);
    if (subtitle) {
      this.doc.font('Helvetica').fontSize(10).fillColor(COLORS.muted).text(subtitle, this.left);
    }
    this.doc.moveDown(0.8);
    return this;
  }

  /** A section heading, kept on one page with the start of what follows it. */
  heading(text: string): this {
    this.ensureSpace(100);
    this.doc.moveDown(0.6);
    this.doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.text).text(text, this.left);
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    this.doc.moveDown(0.5);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(options.muted ? COLORS.muted : COLORS.text)
      .text(text, this.left, undefined, { width: this.width });
    this.doc.moveDown(0.4);
    return this;
  }

  /** Label/value rows; empty values are left out. */
  keyValues(rows: ReadonlyArray<readonly [string, string | number | null | undefined]>): this {
    const labelWidth = Math.min(170, this.width * 0.35);
    const valueWidth = this.width - labelWidth - 10;
    for (const [label, raw] of rows) {
      const value = raw === null || raw === undefined ? '' : String(raw).trim();
      if (!value) continue;
      this.doc.font('Helvetica').fontSize(10);
      const height = Math.max(
        this.doc.heightOfString(label, { width: labelWidth }),
        this.doc.heightOfString(value, { width: valueWidth }),
      );
      this.ensureSpace(height + 4);
      const y = this.doc.y;
      this.doc.fillColor(COLORS.muted).text(label, this.left, y, { width: labelWidth });
      this.doc
        .fillColor(COLORS.text)
        .text(value, this.left + labelWidth + 10, y, { width: valueWidth });
      this.doc.x = this.left;
      this.doc.y = y + height + 4;
    }
    return this;
  }

  /** A table whose rows wrap their text and repeat the header on each new page. */
  async table(
    columns: readonly TableColumn[],
    rows: ReadonlyArray<readonly string[]>,
    empty: string,
  ): Promise<this> {
    if (rows.length === 0) return this.paragraph(empty, { muted: true });
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const widths = columns.map((column) => (column.weight / total) * this.width);
    const drawRow = (cells: readonly string[], header: boolean) => {
      this.doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const height =
        Math.max(
          ...cells.map((cell, index) =>
            this.doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
          ),
        ) +
        2 * CELL_PADDING;
      const y = this.doc.y;
      if (header) this.doc.rect(this.left, y, this.width, height).fill(COLORS.head);
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.doc
          .fillColor(COLORS.text)
          .text(cell, x + CELL_PADDING, y + CELL_PADDING, { width: width - 2 * CELL_PADDING });
        x += width;
      });
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.width, y + height)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      this.doc.x = this.left;
      this.doc.y = y + height;
      return height;
    };
    const headers = columns.map((column) => column.header);
    this.ensureSpace(60);
    drawRow(headers, true);
    for (const row of rows) {
      await this.slicer.yieldIfDue();
      this.doc.font('Helvetica').fontSize(9);
      const needed =
        Math.max(
          ...row.map((cell, index) =>
            this.doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
          ),
        ) +
        2 * CELL_PADDING;
      if (this.doc.y + needed > this.bottom) {
        this.doc.addPage();
        drawRow(headers, true);
      }
      drawRow(row, false);
    }
    this.doc.moveDown(0.6);
    return this;
  }
}

/** Draws page footers (text and 'Page n of m') once every page exists. */
async function drawFooters(
  doc: PDFKit.PDFDocument,
  footer: string | undefined,
  slicer: TimeSlicer,
): Promise<void> {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    await slicer.yieldIfDue();
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN + 15;
    const width = doc.page.width - 2 * MARGIN;
    // Writing below the bottom margin would add a page; lift the margin while drawing.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(COLORS.muted);
    if (footer) doc.text(footer, MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** Builds a PDF in memory: `draw` writes the content, then footers are added to every page. */
export async function renderPdf(
  meta: PdfMeta,
  draw: (writer: PdfWriter) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: meta.title,
      Author: meta.author ?? 'eVisitor Admin Portal',
      ...(meta.subject ? { Subject: meta.subject } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const slicer = new TimeSlicer();
  await draw(new PdfWriter(doc, slicer));
  await drawFooters(doc, meta.footer, slicer);
  doc.end();
  return ended;
}
