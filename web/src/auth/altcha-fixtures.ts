import type { AltchaChallenge } from "./altcha-solver.ts";

// Challenges made by altcha-lib 2.8 (the server's library) with small costs, so tests solve
// them quickly: createChallenge({ algorithm, cost, counter, deriveKey, expiresAt: 2100-01-01,
// hmacSignatureSecret, hmacKeySignatureSecret? }). The counters are the answers.

/** PBKDF2/SHA-256, cost 10, solved by counter 37; carries a key signature. */
export const PBKDF2_CHALLENGE: AltchaChallenge = {
  parameters: {
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    expiresAt: 4102444800,
    keyLength: 32,
    keyPrefix: "3de50bd4476b4fc43dc1f9388bcd31bd",
    keySignature: "710e9ab39cec1ee5e9c2171d06a79e2c63649e3b5277942449f4721656a6f720",
    nonce: "9b8978919be84bad378fa3d2c39dfc4b",
    salt: "22cb640ad0b34d64342f5236921e589a",
  },
  signature: "2263a9ddd0c7e8ec8906d148a96384e5a5a964746e868aee2aa4e1280d636051",
};

/** SHA-256, cost 3, solved by counter 12. */
export const SHA_CHALLENGE: AltchaChallenge = {
  parameters: {
    algorithm: "SHA-256",
    cost: 3,
    expiresAt: 4102444800,
    keyLength: 32,
    keyPrefix: "31f412d850ec40085d571ee98cdb90c8",
    nonce: "8324d91ab4d8a15c8edae2c43ed7af02",
    salt: "174235432c2438da1d3080ef2768466c",
  },
  signature: "f34a21a0c80624320a690f9be0bb264535c5012c719452fdab9a6d4bfa0e5a40",
};
