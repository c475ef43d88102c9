/**
 * The trust feature's public entry (it has no routes): the one reports table and the one blocks table
 * that messaging, conversations, community, invitations and connections share.
 */
export { block, blockedEitherWaySql, communityExclusionsOf, hasBlocked, insertReport, isBlockedEitherWay, unblock } from "./repository";
