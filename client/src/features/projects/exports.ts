// The projects feature's public entry for other features (besides its api/ hooks): the dialogs the
// dashboard opens on a project.
export { ApplicationDialog, type ApplicationDialogProps } from "./components/detail/application-dialog";
export { DeclineInvitationDialog, type DeclineInvitationDialogProps } from "./components/detail/decline-invitation-dialog";
export { ReviewAction, type ReviewActionProps } from "./components/detail/review-action";
export { ReviewDialog, type ReviewDialogProps, type ReviewTarget } from "./components/detail/review-dialog";
export { ProjectWizardDialog, type ProjectWizardDialogProps } from "./components/project-wizard/project-wizard-dialog";
export { MediaPlayer } from "./components/casting/media-player";
