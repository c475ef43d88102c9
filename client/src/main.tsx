import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "@/app/provider";
import { AppRouter } from "@/app/router";
import "./index.css";

// Pretendard's @font-face rules (92 subsets, 14 KB gzip) load after the critical stylesheet: text is shown
// at once in the system Korean font and swaps to Pretendard when it arrives (font-display: swap).
void import("pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css");

const container = document.getElementById("root");
if (!container) throw new Error("Root element #root not found");

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
