// The teams feature's public UI surface: code outside app/teams/ imports it from here
// (docs/architecture.md#layout).
export { MemberSignaturePage } from "./ui/member-signature-page.tsx";
export { TeamsActionRefusal, TeamsContent } from "./ui/teams-content.tsx";
