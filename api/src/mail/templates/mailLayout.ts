/** The text and HTML of one mail, from the same paragraphs so both always say the same. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Rows shown as a small table under the paragraphs. */
  table?: { head: string[]; rows: string[][] };
  link?: { label: string; url: string };
  signature: string;
}

export function renderMail(body: MailBody): MailContent {
  const tableText = body.table
    ? [body.table.head.join(' | '), ...body.table.rows.map((row) => row.join(' | '))].join('\n')
    : null;
  const text = [
    body.greeting,
    ...body.paragraphs,
    ...(tableText ? [tableText] : []),
    ...(body.link ? [`${body.link.label}: ${body.link.url}`] : []),
    body.signature,
  ].join('\n\n');

  const cell = 'style="border:1px solid #dde3ea;padding:4px 8px;text-align:left"';
  const tableHtml = body.table
    ? `<table style="border-collapse:collapse;margin:12px 0"><thead><tr>${body.table.head
        .map((head) => `<th ${cell}>${escapeHtml(head)}</th>`)
        .join('')}</tr></thead><tbody>${body.table.rows
        .map(
          (row) =>
            `<tr>${row.map((value) => `<td ${cell}>${escapeHtml(value)}</td>`).join('')}</tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1c2533">',
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    tableHtml,
    body.link
      ? `<p><a href="${escapeHtml(body.link.url)}">${escapeHtml(body.link.label)}</a></p>`
      : '',
    `<p>${escapeHtml(body.signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('');
  return { subject: body.subject, text, html };
}
