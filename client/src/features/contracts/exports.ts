// The contracts feature's public entry for other features (besides its api/ hooks). Both cards load on
// demand where they are shown, so they are exported as loaders: each keeps its own chunk.
export const loadMyContractsCard = () => import("./components/my-contracts-card");
export const loadProjectContractsPanel = () => import("./components/project-contracts-panel");
