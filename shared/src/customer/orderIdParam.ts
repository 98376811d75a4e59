import { decodeId } from '../encoding/idCodec';

/**
 * The order id of a customer URL or the track form: plain digits, or the encoded id the approval
 * e-mail links with (docs/product.md#formats-and-limits). An encoded id always starts with a
 * letter, so the two never clash. Null when neither.
 */
export function parseOrderId(value: string | undefined): number | null {
  const text = (value ?? '').trim().replace(/^#/, '');
  if (/^\d{1,15}$/.test(text)) {
    const id = Number(text);
    return id > 0 ? id : null;
  }
  return text === '' ? null : decodeId(text);
}
