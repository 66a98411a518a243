import { AUTH_LAYOUT } from "@corkboard/core/auth";
import type { CSSProperties, ReactNode } from "react";
import { useDocumentTitle } from "../platform/document/use-document-title.ts";
import { LogoIcon } from "../ui/index.ts";
import "./auth.css";

const CARD_STYLE = {
  "--cb-auth-card-width": `${AUTH_LAYOUT.modalWidth}px`,
  "--cb-auth-field-width": `${AUTH_LAYOUT.loginFieldWidth}px`,
  "--cb-auth-terms-width": `${AUTH_LAYOUT.termsWidth}px`,
} as CSSProperties;

/** The centred card of the full-page auth and recovery screens, titled by its h1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="cb-auth-page">
      <div className="cb-auth-card cb-auth" style={CARD_STYLE}>
        <LogoIcon size={40} className="cb-auth-card__logo" />
        <h1 className="cb-auth-card__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
