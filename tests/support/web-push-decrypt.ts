import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";

/**
 * A push subscription's receiving side, as a browser holds it: a P-256 key pair and a 16-byte auth
 * secret (RFC 8291 §2), made with node:crypto; `keys` is what PushSubscription.toJSON() carries.
 */
export interface SubscriptionKeys {
  keys: { p256dh: string; auth: string };
  decrypt(body: Buffer): Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** HKDF (RFC 5869) with one block of output, enough for every key RFC 8291 derives. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  hmac(hmac(salt, ikm), Buffer.concat([info, Buffer.from([1])])).subarray(0, length);

export function newSubscriptionKeys(): SubscriptionKeys {
  const ecdh = createECDH("prime256v1");
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: uaPublic.toString("base64url"), auth: authSecret.toString("base64url") },
    decrypt: (body) => decryptAes128gcm(body, (asPublic) => ecdh.computeSecret(asPublic), uaPublic, authSecret),
  };
}

/**
 * RFC 8188 aes128gcm content coding with RFC 8291's key derivation: the header (salt, record
 * size, the sender's public key as key id), then records of AES-128-GCM ciphertext and tag, each
 * plaintext ending in a delimiter (2 on the last record, 1 before) and zero padding.
 */
export function decryptAes128gcm(
  body: Buffer,
  ecdhWith: (asPublic: Buffer) => Buffer,
  uaPublic: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || asPublic[0] !== 4) throw new Error("The key id is not an uncompressed P-256 public key");
  const ecdhSecret = ecdhWith(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const nonce = Buffer.from(baseNonce);
    // The sequence number is XORed into the nonce's last bytes (RFC 8188 §2.3); records here are few.
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`Record ${seq} has no ${last ? "last" : ""} delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
