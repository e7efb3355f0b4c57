// The Outlook add-in's texts (docs/teams.md#outlook): a group of the teams namespace, loaded
// with the team page's Outlook section (app/teams/ui/on-demand-sections.tsx); the manifest's and the
// task pane's are read on the server.
export default {
  heading: "Outlook (Microsoft 365)",
  lead: "An add-in your Microsoft 365 administrator deploys once: every member’s Outlook inserts their signature by itself on new messages, replies, forwards and meetings — on the web, Windows, Mac, iOS and Android.",
  guideHeading: "How to set it up (Microsoft 365 administrator, 10 minutes)",
  guide: {
    register:
      "In the Microsoft Entra admin center → App registrations, open the app used for directory sync (or register one: accounts in this organisational directory only).",
    expose:
      "Expose an API: set the Application ID URI to {{resource}} and add the scope access_as_user (admins and users).",
    authorize:
      "Still under Expose an API, add the client application ea5a67f6-b6f3-4338-b240-c655ddc3cc8e (Microsoft Office) for that scope.",
    ids: "Fill in the Directory (tenant) ID and the Application (client) ID below, then save.",
    download: "Download the add-in (a .zip app package).",
    deploy:
      "In the Microsoft 365 admin center → Settings → Integrated apps → Upload custom apps → Office Add-in: upload the .zip, choose who gets it (everyone, or the team’s group), accept the permissions, and deploy. Outlook picks it up within a few hours.",
  },
  tenantId: "Directory (tenant) ID",
  tenantHint: "The GUID of your Microsoft 365 organisation: only its people get signatures.",
  clientId: "Application (client) ID",
  clientHint: "The app registration that exposes {{resource}}.",
  reply: "On replies and forwards",
  replies: {
    full: "The full signature",
    short: "A short signature (name, title, company, phone)",
    none: "No signature",
  },
  save: "Save",
  saved: "Saved.",
  download: "Download the add-in for Microsoft 365 (.zip)",
  httpsNeeded:
    "Outlook only loads add-ins over HTTPS: this instance’s address ({{url}}) is not. Set PUBLIC_URL to its HTTPS address.",
  seen_one: "{{count}} member’s Outlook has fetched their signature.",
  seen_other: "{{count}} members’ Outlook has fetched their signature.",
  test: {
    heading: "What a member gets",
    email: "Member’s address",
    show: "Show",
    newMessage: "New message",
    replyMessage: "Reply",
    none: "No signature on replies.",
    notMember: "{{email}} is not in the team: their Outlook gets no signature.",
  },
  fallbacks:
    "Where add-ins are not allowed: each member opens their private link and copies their signature into Outlook (Copy for Outlook, with the steps for each version).",
  errors: {
    tenant: "A GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
    client: "A GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
    notSetUp: "Save the tenant and the app first.",
  },
  manifest: {
    name: "{{appName}} signatures",
    fullName: "{{appName}} signatures for {{team}}",
    short: "Your team’s email signature, inserted in every message.",
    full: "Inserts the email signature {{team}} prepared for you with {{appName}} on new messages, replies, forwards and meetings, always up to date.",
    button: "Signature",
    buttonTip: "See and insert your team signature.",
  },
  pane: {
    heading: "Your signature",
    loading: "Looking for your signature…",
    inserted: "Your signature is in the message.",
    insert: "Insert my signature",
    replyNone: "Your team adds no signature to replies.",
    failed: "Your signature could not be inserted. Try again in a moment.",
  },
};
