import "gestalt-design-tokens/dist/css/classic/variables.css";
import "./ui/styles/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { installLayoutTokens } from "./ui/index.ts";

installLayoutTokens();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
