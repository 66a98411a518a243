/**
 * A solver for the server's ALTCHA challenges (altcha-lib v2 format), on WebCrypto, so the
 * browser needs no library: find the counter whose derived key starts with the challenge's
 * keyPrefix. The key is derived from password = nonce bytes + counter (uint32, big-endian)
 * and the salt, with PBKDF2 (`cost` iterations) or `cost` rounds of a SHA digest — exactly
 * altcha-lib's `algorithms/web/*` — and the answer goes back as base64 JSON
 * `{challenge, solution}`, which the server's bot check parses and verifies.
 */

/** The signed parameters of a challenge; sent back unchanged. */
export interface AltchaParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength?: number;
  keyPrefix: string;
  expiresAt?: number;
  [other: string]: unknown;
}

/** A challenge as GET /v3/bot_check/challenge/ gives it. */
export interface AltchaChallenge {
  parameters: AltchaParameters;
  signature?: string;
}

/** The counter found, its derived key (hex) and the time it took. */
export interface AltchaSolution {
  counter: number;
  derivedKey: string;
  time: number;
}

interface SolveOptions {
  signal?: AbortSignal | undefined;
  /** Keys derived at once: WebCrypto runs them on its own threads. */
  concurrency?: number | undefined;
  /** Called after each batch with the number of counters tried. */
  onProgress?: ((tried: number) => void) | undefined;
}

const MAX_COUNTER = 0xffffffff;
const PBKDF2 = /^PBKDF2\/(SHA-256|SHA-384|SHA-512)$/;
const SHA = /^(SHA-256|SHA-384|SHA-512)$/;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error("Not a hex string");
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function password(nonce: Uint8Array, counter: number): Uint8Array<ArrayBuffer> {
  const buffer = new Uint8Array(nonce.length + 4);
  buffer.set(nonce);
  new DataView(buffer.buffer).setUint32(nonce.length, counter, false);
  return buffer;
}

/** The key altcha-lib derives for one counter. */
export async function deriveAltchaKey(
  parameters: AltchaParameters,
  salt: Uint8Array<ArrayBuffer>,
  pass: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array> {
  const keyLength = parameters.keyLength ?? 32;
  const pbkdf2 = PBKDF2.exec(parameters.algorithm);
  if (pbkdf2) {
    const key = await crypto.subtle.importKey("raw", pass, { name: "PBKDF2" }, false, ["deriveBits"]);
    const bits = await crypto.subtle.deriveBits(
      { name: "PBKDF2", salt, iterations: parameters.cost, hash: pbkdf2[1] as string },
      key,
      keyLength * 8,
    );
    return new Uint8Array(bits);
  }
  if (SHA.test(parameters.algorithm)) {
    let data = new Uint8Array(salt.length + pass.length);
    data.set(salt);
    data.set(pass, salt.length);
    for (let i = 0; i < Math.max(1, parameters.cost); i++) {
      data = new Uint8Array(await crypto.subtle.digest(parameters.algorithm, data));
    }
    return data.slice(0, keyLength);
  }
  throw new Error(`Unsupported ALTCHA algorithm ${parameters.algorithm}`);
}

/**
 * Tries counters from 0 upward, `concurrency` at a time, and returns the first that
 * solves the challenge; null when aborted or once the challenge has expired.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<AltchaSolution | null> {
  const { parameters } = challenge;
  const prefix = parameters.keyPrefix.toLowerCase();
  if (!/^[0-9a-f]+$/.test(prefix)) throw new Error("The challenge has no key prefix");
  const nonce = hexToBytes(parameters.nonce);
  const salt = hexToBytes(parameters.salt);
  const batch = Math.max(1, Math.min(16, options.concurrency ?? navigator.hardwareConcurrency ?? 4));
  const start = performance.now();
  for (let first = 0; first <= MAX_COUNTER; first += batch) {
    if (options.signal?.aborted) return null;
    if (parameters.expiresAt !== undefined && parameters.expiresAt < Date.now() / 1000) return null;
    const counters = Array.from({ length: batch }, (_, i) => first + i).filter((n) => n <= MAX_COUNTER);
    const keys = await Promise.all(
      counters.map((n) => deriveAltchaKey(parameters, salt, password(nonce, n))),
    );
    // The lowest matching counter wins, so the answer does not depend on the batch size.
    for (const [i, key] of keys.entries()) {
      const hex = bytesToHex(key);
      const counter = counters[i];
      if (counter !== undefined && hex.startsWith(prefix)) {
        return { counter, derivedKey: hex, time: Math.round((performance.now() - start) * 10) / 10 };
      }
    }
    options.onProgress?.(first + counters.length);
  }
  return null;
}

/** The `bot_check` value: base64 of the JSON `{challenge, solution}` (what the server parses). */
export function altchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
