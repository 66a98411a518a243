import { COMMON_PASSWORD_RANKS } from "./common-passwords.ts";

/**
 * A small password-strength estimator in the manner of zxcvbn (Wheeler, USENIX Security
 * 2016), written here to keep core free of a 400 KB dependency. It finds the guessable
 * pieces of a password (common passwords and the user's own details, also reversed,
 * capitalised or in l33t; repeats; sequences; keyboard runs; years and dates), covers the
 * rest with brute force at 10 guesses a character, and takes the cheapest split:
 * guesses = (pieces)! × Π guesses(piece).
 */

/** Options: the user's own details count as the most likely words of all. */
export interface StrengthOptions {
  userInputs?: readonly string[];
  /** Ranked words (1 = likeliest); the built-in common-password list by default. */
  dictionary?: ReadonlyMap<string, number>;
}

/** The estimate: log10 of the guesses needed, a zxcvbn-style 0–4 score, and the pieces. */
export interface StrengthEstimate {
  guessesLog10: number;
  score: 0 | 1 | 2 | 3 | 4;
  pieces: readonly { token: string; pattern: Pattern }[];
}

/** Which kind of guessable piece a part of the password is. */
export type Pattern = "dictionary" | "repeat" | "sequence" | "keyboard" | "date" | "bruteforce";

/**
 * The least guesses a signup password must need (log10): every 8-character password with
 * no recognisable piece (10^8) passes, a common word or name plus a few digits (10^4–10^6)
 * does not. Online guessing is throttled (AUTH-146), so this is about the first guesses.
 */
export const PASSWORD_MIN_GUESSES_LOG10 = 7;

interface Match {
  i: number;
  j: number;
  log: number;
  pattern: Pattern;
}

// Common l33t substitutions; two readings, because "1" and "|" stand for both "i" and "l".
const LEET_BASE: Record<string, string> = {
  "4": "a",
  "@": "a",
  "8": "b",
  "(": "c",
  "3": "e",
  "6": "g",
  "9": "g",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "+": "t",
  "7": "t",
  "2": "z",
};
const LEET_TABLES: readonly Record<string, string>[] = [
  { ...LEET_BASE, "1": "i", "|": "i" },
  { ...LEET_BASE, "1": "l", "|": "l" },
];

const KEYBOARD_ROWS = [
  "`1234567890-=",
  "qwertyuiop[]\\",
  "asdfghjkl;'",
  "zxcvbnm,./",
  "~!@#$%^&*()_+",
  "qwertyuiop{}|",
  'asdfghjkl:"',
  "zxcvbnm<>?",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/",
];

const log10 = Math.log10;

function uppercaseLog(token: string): number {
  const upper = [...token].filter((c) => c >= "A" && c <= "Z").length;
  const lower = [...token].filter((c) => c >= "a" && c <= "z").length;
  if (upper === 0) return 0;
  // "Password", "passworD" and "PASSWORD" are the first capitalisations anyone tries.
  if (lower === 0 || /^[A-Z][^A-Z]*$/.test(token) || /^[^A-Z]*[A-Z]$/.test(token)) return log10(2);
  let variations = 0;
  for (let k = 1; k <= Math.min(upper, lower); k++) variations += binomial(upper + lower, k);
  return log10(variations);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

function dictionaryMatches(password: string, ranks: ReadonlyMap<string, number>, maxLen: number): Match[] {
  const lower = password.toLowerCase();
  const readings = [lower, ...LEET_TABLES.map((table) => [...lower].map((c) => table[c] ?? c).join(""))];
  const matches: Match[] = [];
  for (let i = 0; i < lower.length; i++) {
    for (let j = i + 2; j < Math.min(lower.length, i + maxLen); j++) {
      let best = Number.POSITIVE_INFINITY;
      for (const reading of readings) {
        const word = reading.slice(i, j + 1);
        const subs = [...word].filter((c, k) => c !== lower[i + k]).length;
        const leet = subs === 0 ? 0 : subs * log10(2);
        const rank = ranks.get(word);
        if (rank !== undefined) best = Math.min(best, log10(rank) + leet);
        const reversed = ranks.get([...word].reverse().join(""));
        if (reversed !== undefined) best = Math.min(best, log10(reversed) + leet + log10(2));
      }
      if (best !== Number.POSITIVE_INFINITY) {
        matches.push({ i, j, log: best + uppercaseLog(password.slice(i, j + 1)), pattern: "dictionary" });
      }
    }
  }
  return matches;
}

function repeatMatches(password: string, estimate: (unit: string) => number): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < password.length; i++) {
    for (let unit = 1; unit <= 16 && i + unit * 2 <= password.length; unit++) {
      const piece = password.slice(i, i + unit);
      let count = 1;
      while (password.startsWith(piece, i + unit * count)) count++;
      if (count < (unit === 1 ? 3 : 2)) continue;
      const base = unit === 1 ? 1 : estimate(piece);
      matches.push({ i, j: i + unit * count - 1, log: base + log10(count), pattern: "repeat" });
      break;
    }
  }
  return matches;
}

function charClass(c: string): string {
  if (c >= "0" && c <= "9") return "digit";
  if (c >= "a" && c <= "z") return "lower";
  if (c >= "A" && c <= "Z") return "upper";
  return "other";
}

function sequenceMatches(password: string): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i + 2 < password.length; i++) {
    const first = password.charAt(i);
    const kind = charClass(first);
    const delta = password.charCodeAt(i + 1) - first.charCodeAt(0);
    // Steps of 1 or 2 ("abcd", "2468", "zyx") inside one class of characters.
    if (delta === 0 || Math.abs(delta) > 2 || kind === "other" || charClass(password.charAt(i + 1)) !== kind)
      continue;
    let j = i + 1;
    while (
      j + 1 < password.length &&
      password.charCodeAt(j + 1) - password.charCodeAt(j) === delta &&
      charClass(password.charAt(j + 1)) === kind
    ) {
      j++;
    }
    // Obvious starts ("a", "1", "z"…) are tried first; descending runs cost one more bit.
    const base = "aAzZ019".includes(first) ? 4 : kind === "digit" ? 10 : 26;
    const direction = delta < 0 ? log10(2) : 0;
    for (let end = i + 2; end <= j; end++) {
      matches.push({ i, j: end, log: log10(base * (end - i + 1)) + direction, pattern: "sequence" });
    }
  }
  return matches;
}

function keyboardMatches(password: string): Match[] {
  const lower = password.toLowerCase();
  const matches: Match[] = [];
  for (let i = 0; i + 3 < lower.length; i++) {
    for (let j = i + 3; j < lower.length; j++) {
      const run = lower.slice(i, j + 1);
      const reversed = [...run].reverse().join("");
      if (!KEYBOARD_ROWS.some((row) => row.includes(run) || row.includes(reversed))) break;
      matches.push({
        i,
        j,
        log: log10(40 * run.length) + uppercaseLog(password.slice(i, j + 1)),
        pattern: "keyboard",
      });
    }
  }
  return matches;
}

const YEAR = /^(19\d\d|20[0-4]\d)$/;
const DATE_DMY = /^(\d{1,2})([-/._ ]?)(\d{1,2})\2(\d{2}|\d{4})$/;
const DATE_YMD = /^(\d{4})([-/._ ]?)(\d{1,2})\2(\d{1,2})$/;

function isDayMonth(a: number, b: number): boolean {
  return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12);
}

function dateMatches(password: string): Match[] {
  const matches: Match[] = [];
  for (let i = 0; i < password.length; i++) {
    for (let j = i + 3; j < Math.min(password.length, i + 10); j++) {
      const token = password.slice(i, j + 1);
      // Years 1900–2049 (~150 guesses); a full date adds ~365 days; a separator, 4 more.
      if (YEAR.test(token)) matches.push({ i, j, log: log10(150), pattern: "date" });
      const dmy = DATE_DMY.exec(token);
      const ymd = DATE_YMD.exec(token);
      const parts = dmy ? [dmy[1], dmy[3], dmy[4], dmy[2]] : ymd ? [ymd[3], ymd[4], ymd[1], ymd[2]] : null;
      if (!parts || token.length < 6) continue;
      const [a = "", b = "", year = "", separator = ""] = parts;
      if (!isDayMonth(Number(a), Number(b)) || (year.length === 4 && !YEAR.test(year))) continue;
      const log = log10(365 * (year.length === 4 ? 150 : 100) * (separator ? 4 : 1));
      matches.push({ i, j, log, pattern: "date" });
    }
  }
  return matches;
}

function logFactorial(n: number): number {
  let sum = 0;
  for (let k = 2; k <= n; k++) sum += log10(k);
  return sum;
}

function cheapestSplit(password: string, matches: Match[]): { log: number; pieces: Match[] } {
  const n = password.length;
  if (n === 0) return { log: 0, pieces: [] };
  const byEnd: Match[][] = Array.from({ length: n }, () => []);
  for (const m of matches) {
    // A piece that is not the whole password costs at least 10 (one character) or 50 guesses.
    const floor = m.i === 0 && m.j === n - 1 ? 0 : log10(m.j === m.i ? 10 : 50);
    byEnd[m.j]?.push({ ...m, log: Math.max(m.log, floor) });
  }
  for (let j = 0; j < n; j++)
    for (let i = 0; i <= j; i++) byEnd[j]?.push({ i, j, log: j - i + 1, pattern: "bruteforce" });
  // best[k * width + l]: cheapest log-product covering the first k characters with l pieces.
  const width = n + 1;
  const best = new Float64Array(width * width).fill(Number.POSITIVE_INFINITY);
  const back: (Match | undefined)[] = new Array(width * width);
  best[0] = 0;
  for (let k = 1; k <= n; k++) {
    for (const m of byEnd[k - 1] ?? []) {
      for (let l = 0; l < k; l++) {
        const candidate = (best[m.i * width + l] ?? Number.POSITIVE_INFINITY) + m.log;
        if (candidate < (best[k * width + l + 1] ?? Number.POSITIVE_INFINITY)) {
          best[k * width + l + 1] = candidate;
          back[k * width + l + 1] = m;
        }
      }
    }
  }
  let bestLog = Number.POSITIVE_INFINITY;
  let bestCount = 1;
  for (let l = 1; l <= n; l++) {
    const total = (best[n * width + l] ?? Number.POSITIVE_INFINITY) + logFactorial(l);
    if (total < bestLog) [bestLog, bestCount] = [total, l];
  }
  const pieces: Match[] = [];
  for (let k = n, l = bestCount; k > 0 && l > 0; l--) {
    const m = back[k * width + l];
    if (!m) break;
    pieces.unshift(m);
    k = m.i;
  }
  return { log: bestLog, pieces };
}

function rankedWords(options: StrengthOptions): { ranks: Map<string, number>; maxLen: number } {
  const ranks = new Map(options.dictionary ?? COMMON_PASSWORD_RANKS);
  // The user's own details are tried before any common password.
  const inputs = (options.userInputs ?? [])
    .map((input) => input.toLowerCase())
    .filter((input) => input.length >= 3);
  inputs.forEach((input, index) => {
    ranks.set(input, Math.min(ranks.get(input) ?? Infinity, index + 1));
  });
  let maxLen = 0;
  for (const word of ranks.keys()) maxLen = Math.max(maxLen, word.length);
  return { ranks, maxLen };
}

function estimateLog(
  password: string,
  ranks: ReadonlyMap<string, number>,
  maxLen: number,
): ReturnType<typeof cheapestSplit> {
  const estimateUnit = (unit: string): number => estimateLog(unit, ranks, maxLen).log;
  const matches = [
    ...dictionaryMatches(password, ranks, maxLen),
    ...repeatMatches(password, estimateUnit),
    ...sequenceMatches(password),
    ...keyboardMatches(password),
    ...dateMatches(password),
  ];
  return cheapestSplit(password, matches);
}

/** Estimates how many guesses `password` needs (log10), with a 0–4 score as zxcvbn gives. */
export function estimatePasswordStrength(password: string, options: StrengthOptions = {}): StrengthEstimate {
  const { ranks, maxLen } = rankedWords(options);
  const { log, pieces } = estimateLog(password, ranks, maxLen);
  const score = log < 3 ? 0 : log < 6 ? 1 : log < 8 ? 2 : log < 10 ? 3 : 4;
  return {
    guessesLog10: log,
    score,
    pieces: pieces.map((m) => ({ token: password.slice(m.i, m.j + 1), pattern: m.pattern })),
  };
}
