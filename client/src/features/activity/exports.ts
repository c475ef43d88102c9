// The activity feature's public entry for other features (besides its api/ hooks). Panels that others
// load on demand are exported as loaders, so each keeps its own chunk.
export { VerifiedCreditsSection } from "./components/verified-credits-section";

export const loadActivityTab = () => import("./components/activity-tab");
export const loadProjectCreditsPanel = () => import("./components/project-credits-panel");
