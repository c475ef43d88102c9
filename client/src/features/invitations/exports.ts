// The invitations feature's public entry for other features (besides its api/ hooks).
export { SuggestedArtistsCard } from "./components/suggested-artists-card";

/** For a page that loads the card on demand, on its own chunk. */
export const loadSuggestedArtistsCard = () => import("./components/suggested-artists-card");
