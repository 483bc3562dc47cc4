import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts stored secrets (providers' client secrets, webhooks' signing secrets) with AES-256-GCM under a key derived from SECRET_KEY by
 * HKDF-SHA256, so a copy of the database alone does not give them away, and a changed ciphertext fails to
 * open instead of yielding a wrong secret. The text stored is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const INFO = 'shipdesk stored secrets v1';

export function secretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'shipdesk', INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
