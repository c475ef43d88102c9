import type { AppNotification } from "../api/get-notifications";

/** Spec icons: application 🎭, application_status 📥, project_update 📝, message 💬, anything else 🔔. */
export function notificationIcon(type: string): string {
  switch (type) {
    case "application":
      return "🎭";
    case "application_status":
      return "📥";
    case "project_update":
      return "📝";
    case "message":
      return "💬";
    case "saved_search":
      return "🔎";
    default:
      return "🔔";
  }
}

/**
 * Where a click on a notification leads (spec): an invitation with relatedId opens the dashboard's
 * invitations tab; project_update and system with relatedId open that project; a saved-search alert
 * opens what it found; everything else,
 * and any item without relatedId, opens the dashboard.
 */
export function notificationHref(n: Pick<AppNotification, "type" | "relatedId">): string {
  const related = n.relatedId === null || n.relatedId === undefined ? "" : String(n.relatedId).trim();
  if (!related) return "/dashboard";
  if (n.type === "invitation") return "/dashboard?tab=invitations";
  // A saved-search alert carries the path of what it found (/projects/12, /artists/abc).
  if (n.type === "saved_search" && /^\/(projects|artists|producers)\/[^/]+$/.test(related)) return related;
  // Written contracts (signing requests, declines, completion) open the contract itself.
  const contract = /^contract:(\d+)$/.exec(related);
  if (contract) return `/contracts/${contract[1]}`;
  // A credit a producer confirmed (issue 15) opens the artist's '활동 증빙' tab.
  if (/^credit:\d+$/.test(related)) return "/dashboard?tab=activity";
  if (n.type === "project_update" || n.type === "system") return `/projects/${encodeURIComponent(related)}`;
  return "/dashboard";
}

/** Newest first by createdAt (the server already sorts; this keeps optimistic edits in order). */
export function sortNewestFirst(list: readonly AppNotification[]): AppNotification[] {
  return [...list].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}
