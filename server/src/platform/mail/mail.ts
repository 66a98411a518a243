/** One outgoing mail: always both a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail (IMPL-012): SMTP when configured, else the dev outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /** Resolves once the relay accepted the mail (or the outbox stored it). */
  send(mail: Mail): Promise<void>;
  /** Closes SMTP connections; a no-op for the outbox. */
  close(): Promise<void>;
}
