// The auth feature's public entry for other features (besides its api/ hooks).
export { useAuth, type AuthState } from "./hooks/use-auth";
export { useUnauthorizedHandler } from "./hooks/use-unauthorized-handler";
export { ProviderIcon, providerName } from "./components/provider-brand";
