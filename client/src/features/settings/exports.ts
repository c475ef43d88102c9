// The settings feature's public entry for other features (besides its api/ hooks).
// Re-authentication (issue 25): contract signing asks for it with the same dialog as the settings page.
export { isReauthRequired, ReauthDialogHost, withReauth } from "./components/reauth";
