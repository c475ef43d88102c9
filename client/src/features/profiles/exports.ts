// The profiles feature's public entry for other features (besides its api/ hooks).
export { InviteDialog, type InviteDialogProps } from "./components/invite-dialog";
export { DisciplineSelect } from "./components/discipline-select";
