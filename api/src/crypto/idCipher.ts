import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'portal-id-cipher';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Turns a database id into an opaque token for the browser and back. */
export interface IdCipher {
  seal(id: number): string;
  /** The id a token was sealed with, or null for anything modified, foreign or malformed. */
  open(token: string): number | null;
}

/**
 * Authenticated encryption (AES-256-GCM) of ids under a key derived from the server secret
 * with HKDF. Each `purpose` gets its own key, so a token sealed for one kind of id is
 * refused as another. A fresh random IV per seal makes equal ids look different.
 */
export function createIdCipher(secret: string, purpose: string): IdCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, purpose, KEY_BYTES));
  return {
    seal(id) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      const body = Buffer.concat([cipher.update(String(id), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(token) {
      if (!BASE64URL.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      // Node decodes leniently; only the canonical spelling of the bytes is accepted.
      if (raw.toString('base64url') !== token || raw.length <= IV_BYTES + TAG_BYTES) return null;
      const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      let text: string;
      try {
        text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
      return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
    },
  };
}
