// The saved-searches feature's public entry for other features (besides its api/ hooks).
export { SaveSearchButton } from "./components/save-search-button";
export { SavedSearchesCard } from "./components/saved-searches-card";
