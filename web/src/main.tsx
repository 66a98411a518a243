import "gestalt-design-tokens/dist/css/classic/variables.css";
import "./ui/styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { applyLocale, preferredLocale } from "./platform/i18n/index.ts";
import { installLayoutTokens } from "./ui/index.ts";

installLayoutTokens();

function render() {
  const root = document.getElementById("root");
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
}

// The first render speaks the chosen language (IMPL-045): another language's strings load
// first; should they fail to, the app renders in English rather than not at all.
applyLocale(preferredLocale()).then(render, render);
