// The teams feature's public UI surface: code outside app/teams/ imports it from here
// (docs/architecture.md#layout).
export { MemberSignaturePage } from "./ui/member-signature-page.tsx";
export { TeamNotFound, TeamsUpgrade } from "./ui/team-notices.tsx";
export { TeamPage } from "./ui/team-page.tsx";
export { TeamsList } from "./ui/teams-list.tsx";
