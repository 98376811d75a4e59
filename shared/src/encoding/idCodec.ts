/**
 * Order ids in URLs (docs/product.md#formats-and-limits): the number is doubled and base64-encoded
 * without padding. Decoding refuses anything that is not such a value.
 */
export function encodeId(id: number): string {
  return btoa(String(id * 2)).replace(/=+$/, '');
}

export function decodeId(encoded: string): number | null {
  if (!/^[A-Za-z0-9+/]+$/.test(encoded)) return null;
  let decoded: string;
  try {
    decoded = atob(encoded.padEnd(Math.ceil(encoded.length / 4) * 4, '='));
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,15}$/.test(decoded)) return null;
  const doubled = Number(decoded);
  if (!Number.isSafeInteger(doubled) || doubled % 2 !== 0) return null;
  return doubled / 2;
}
