import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Keeps secrets that must be read back encrypted at rest: merchants' API secrets (they verify
 * HMACs) and operators' TOTP secrets (they compute codes), so neither can be hashed. Each is sealed with AES-256-GCM under a key derived from API_SECRET_KEY, and the stored
 * text is `v1.<iv>.<tag>.<ciphertext>` (base64url). A database copy alone reveals no secret.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` gives each kind of secret its own key (operators' TOTP secrets use their own). */
  constructor(configuredKey: string, purpose = 'pesa-api-secret') {
    this.key = createHash('sha256').update(`${purpose}:${configuredKey}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map(encode).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed API secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
