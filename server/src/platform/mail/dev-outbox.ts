import { randomUUID } from "node:crypto";
import type { Mail } from "./mail.ts";

/** A mail kept by the dev outbox, with when it was "sent". */
export interface OutboxMail extends Mail {
  id: string;
  from: string;
  sentAt: Date;
}

/** How many mails the outbox keeps; older ones are dropped. */
export const OUTBOX_CAPACITY = 200;

/**
 * Where mail goes when no SMTP relay is configured (DESIGN §1 embedded default): kept in
 * this process's memory only, the last 200, lost on restart. That is enough for a developer
 * clicking a verification link and for tests; it is not a mail store. With several server
 * processes each keeps its own, which is why production configures SMTP.
 */
export class DevOutbox {
  readonly #mails: OutboxMail[] = [];
  readonly #capacity: number;

  constructor(capacity: number = OUTBOX_CAPACITY) {
    this.#capacity = capacity;
  }

  /** Stores a mail, dropping the oldest beyond the capacity. */
  add(mail: Mail, from: string): OutboxMail {
    const stored: OutboxMail = { ...mail, id: randomUUID(), from, sentAt: new Date() };
    this.#mails.push(stored);
    if (this.#mails.length > this.#capacity) this.#mails.splice(0, this.#mails.length - this.#capacity);
    return stored;
  }

  /** Every kept mail, newest first. */
  list(): OutboxMail[] {
    return this.#mails.toReversed();
  }

  /** The newest mail to `to` (case-insensitive), or to anyone when `to` is omitted. */
  latest(to?: string): OutboxMail | null {
    const wanted = to?.trim().toLowerCase();
    for (let i = this.#mails.length - 1; i >= 0; i--) {
      const mail = this.#mails[i];
      if (mail && (wanted === undefined || mail.to.toLowerCase() === wanted)) return mail;
    }
    return null;
  }

  /** Forgets every mail (tests). */
  clear(): void {
    this.#mails.length = 0;
  }

  /** How many mails are kept. */
  get size(): number {
    return this.#mails.length;
  }
}
