/**
 * The people feature's public entry (it has no routes): the account and person reads other features
 * share, for the parties of invitations, applications and reviews and for mail recipients.
 */
export { findAccount, peopleByIds, personOr } from "./repository";
