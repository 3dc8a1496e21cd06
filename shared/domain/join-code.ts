/**
 * League join codes: uppercase letters and digits without look-alikes (no 0/O, 1/I/L), so a code
 * read aloud or copied by hand survives. 10 characters from 31 give ~49 bits: unguessable.
 */
export const JOIN_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const JOIN_CODE_LENGTH = 10;
/** What the database accepts (drizzle/0003), which older codes may use: the lookup accepts this. */
export const STORED_JOIN_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** RULES §5: a typed code is trimmed and uppercased. */
export function normalizeJoinCode(raw: string): string {
  return raw.trim().toUpperCase();
}

type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A fresh code from crypto.getRandomValues, by rejection sampling so every character is equally likely. */
export function generateJoinCode(random: RandomBytes = cryptoBytes): string {
  const size = JOIN_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(JOIN_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < JOIN_CODE_LENGTH) code += JOIN_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}
