// The messages feature's public entry for other features (besides its api/ hooks).
export { MessageDialog, type MessageDialogProps } from "./components/message-dialog";
