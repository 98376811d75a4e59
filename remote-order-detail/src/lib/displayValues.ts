/** Formatting of the application's answers for display. */

/** True when an answer holds something worth a row. */
export function hasValue(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' answers shown as DD-MM-YYYY, like the queue dates; other text as it is. */
export function displayDate(value: string | null | undefined): string {
  const match = ISO_DATE.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : (value ?? '');
}

/** Date parts of a travel document: day, month and year as entered. */
export function datePartsText(day: string, month: string, year: string): string {
  return [day, month, year].every(hasValue) ? `${day}-${month}-${year}` : '';
}

/** Remark flags: 'Y' when ticked, N when empty (docs/product.md#records). */
export function flagText(value: string | null | undefined): string {
  return hasValue(value) ? String(value) : 'N';
}
