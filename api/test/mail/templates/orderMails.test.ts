import { BRAND_SITES } from '@portal/shared/brands/brandSites';
import type { DownloadHistoryItem } from '@portal/shared/entities/order';
import { trackOrderUrl } from '@portal/shared/orders/approvalEmail';
import { renderMail } from '../../../src/mail/templates/mailLayout';
import {
  documentMail,
  downloadHistoryMail,
  refundMail,
  rejectionMail,
  reminderMail,
} from '../../../src/mail/templates/orderMails';

const SITE = 'https://track.example.test';
const ORDER = { order_id: 104975, given_names: 'Maria', family_name: 'Lopez' };
const NAMELESS = { ...ORDER, given_names: ' ', family_name: '' };

function download(id: number, overrides: Partial<DownloadHistoryItem>): DownloadHistoryItem {
  return {
    id,
    order_id: ORDER.order_id,
    create_ts: '2025-07-01T14:05:09.000Z',
    ip: '203.0.113.7',
    timezone: 'Australia/Sydney',
    browser: 'Chrome-126-Desktop-desktop',
    os: 'Windows',
    file1: 'grant.pdf',
    ...overrides,
  };
}

describe('renderMail', () => {
  const mail = renderMail({
    subject: 'A & B',
    greeting: `Dear Tom & "Jo" <O'Neil>,`,
    paragraphs: ['First <b>line</b>.', 'Second line.'],
    table: { head: ['#', 'A&B'], rows: [['1', '<x>']] },
    link: { label: 'Go & see', url: 'https://x.test/?a=1&b="2"' },
    signature: 'Kind regards,\nThe team',
  });

  it('writes the text from the same parts, each a paragraph, the table as rows and the link after its label', () => {
    expect(mail.subject).toBe('A & B');
    expect(mail.text).toBe(
      [
        `Dear Tom & "Jo" <O'Neil>,`,
        'First <b>line</b>.',
        'Second line.',
        '# | A&B\n1 | <x>',
        'Go & see: https://x.test/?a=1&b="2"',
        'Kind regards,\nThe team',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML and breaks the signature into lines', () => {
    expect(mail.html).toContain('<p>Dear Tom &amp; &quot;Jo&quot; &lt;O&#39;Neil&gt;,</p>');
    expect(mail.html).toContain('<p>First &lt;b&gt;line&lt;/b&gt;.</p><p>Second line.</p>');
    expect(mail.html).toMatch(/<th [^>]*>A&amp;B<\/th>/);
    expect(mail.html).toMatch(/<td [^>]*>&lt;x&gt;<\/td>/);
    expect(mail.html).toContain(
      '<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">Go &amp; see</a>',
    );
    expect(mail.html).toContain('<p>Kind regards,<br>The team</p>');
    expect(mail.html).not.toMatch(/<(b|x|O)[ >']/);
  });

  it('leaves out the table and the link a mail has not got', () => {
    const bare = renderMail({ subject: 's', greeting: 'Hi,', paragraphs: ['p'], signature: 'S' });
    expect(bare.text).toBe('Hi,\n\np\n\nS');
    expect(bare.html).not.toContain('<table');
    expect(bare.html).not.toContain('<a ');
  });
});

describe('the order mails', () => {
  it('the reminder is the approval mail again, marked in its subject, with the track link', () => {
    const approval = documentMail(ORDER, SITE);
    const reminder = reminderMail(ORDER, SITE);
    expect(reminder.subject).toBe(`Reminder: ${approval.subject}`);
    expect(reminder.text).toBe(approval.text);
    expect(approval.text).toContain(
      `Download your eVisitor: ${trackOrderUrl(SITE, ORDER.order_id)}`,
    );
  });

  it.each([
    [ORDER, 'Dear Maria Lopez,'],
    [NAMELESS, 'Dear applicant,'],
  ])('the refusal greets the applicant by name, or as applicant without one', (order, greeting) => {
    const mail = rejectionMail(order);
    expect(mail.subject).toBe('Outcome of your Australian eVisitor application (order 104975)');
    expect(mail.text.split('\n\n')[0]).toBe(greeting);
    expect(mail.text).toContain('has refused the eVisitor application for order 104975');
  });

  it('the download history says when nothing was downloaded, and has no table then', () => {
    const mail = downloadHistoryMail(NAMELESS, [], SITE);
    expect(mail.subject).toBe('Download history of order 104975');
    expect(mail.text.split('\n\n').slice(0, 2)).toEqual([
      'Dear applicant,',
      'The eVisitor document of order 104975 has not been downloaded yet.',
    ]);
    expect(mail.html).not.toContain('<table');
    expect(mail.text).toContain(`Download your eVisitor: ${trackOrderUrl(SITE, 104975)}`);
  });

  it('the download history counts the downloads and lists each, numbered from 1, in EST', () => {
    const one = downloadHistoryMail(ORDER, [download(1, {})], SITE);
    expect(one.text).toContain('was downloaded 1 time:');
    const two = downloadHistoryMail(
      ORDER,
      [
        download(1, {}),
        download(2, { ip: '198.51.100.2', timezone: 'Europe/Madrid', file1: 'b.pdf' }),
      ],
      SITE,
    );
    const paragraphs = two.text.split('\n\n');
    expect(paragraphs[1]).toBe('The eVisitor document of order 104975 was downloaded 2 times:');
    expect(paragraphs[2]?.split('\n')).toEqual([
      '# | Date & Time | IP Address | Location | File',
      '1 | 07/01/2025 09:05:09 AM EST | 203.0.113.7 | Australia/Sydney | grant.pdf',
      '2 | 07/01/2025 09:05:09 AM EST | 198.51.100.2 | Europe/Madrid | b.pdf',
    ]);
  });

  it.each([
    ['evisitor-australia.com', BRAND_SITES.first],
    ['australia-evisa.org', BRAND_SITES.second],
    [null, BRAND_SITES.second],
  ])(
    'the refund is sent in the name of the brand of %s, with its contact page',
    (domain, brand) => {
      const mail = refundMail({ ...ORDER, domain_name: domain });
      expect(mail.subject).toBe('Refund of your eVisitor application 104975');
      expect(mail.text).toContain(`order 104975, placed on ${brand.name}.`);
      expect(mail.text).toContain(`Contact ${brand.name}: ${brand.contactUrl}`);
      expect(mail.text.endsWith(`Kind regards,\nThe ${brand.name} support team`)).toBe(true);
    },
  );
});
