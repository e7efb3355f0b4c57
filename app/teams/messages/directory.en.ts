// The directory sync's texts (docs/teams.md): a group of the teams namespace, loaded with the
// section's code (app/teams/ui/on-demand-sections.tsx), not with the team page.
export default {
  heading: "Directory sync",
  lead: "Let the roster follow your company directory: people who join appear, new titles and numbers arrive, people who leave are removed and their links stop working.",
  choose: "Your directory",
  providers: {
    google: "Google Workspace",
    entra: "Microsoft Entra ID (Microsoft 365)",
  },
  google: {
    needsKey:
      "Connect the service account in the Gmail section first: the directory is read through it.",
    guideHeading: "Before you connect (Workspace administrator, 3 minutes)",
    guide: {
      api: "In the Google Cloud console, in the service account’s project, enable the Admin SDK API.",
      delegation:
        "In the Admin console → Security → Access and data control → API controls → Domain-wide delegation, edit the service account’s client and add the scope below to the Gmail one (and the second scope if you filter by group).",
      admin:
        "Choose an administrator (or a user with the “Users: read” admin privilege): the service account reads the directory as them.",
    },
    account: "Service account: {{account}}",
    adminEmail: "Administrator’s address",
    adminHint: "The service account acts as this person to read the directory.",
    orgUnit: "Organisational unit (optional)",
    orgUnitHint:
      "For example /Sales: its people and those of the units beneath it. Empty: the whole domain.",
    group: "Group (optional)",
    groupHint: "Only the members of this group (its address).",
  },
  entra: {
    guideHeading: "Before you connect (Entra administrator, 5 minutes)",
    guide: {
      register:
        "In the Microsoft Entra admin center → App registrations → New registration: a name (Paraph), accounts in this organisational directory only.",
      permission:
        "API permissions → Add a permission → Microsoft Graph → Application permissions → User.Read.All (and GroupMember.Read.All to filter by group), then Grant admin consent.",
      credential:
        "Certificates & secrets: a new client secret (copy its value), or upload a certificate whose private key you paste below.",
      ids: "From the app’s Overview, copy the Directory (tenant) ID and the Application (client) ID.",
    },
    tenantId: "Directory (tenant) ID",
    tenantHint: "A GUID, or the tenant’s domain (contoso.onmicrosoft.com).",
    clientId: "Application (client) ID",
    credential: "How the app proves itself",
    credentials: {
      secret: "Client secret",
      certificate: "Certificate",
    },
    secret: "Client secret value",
    certificate: "Certificate and its private key (PEM)",
    certificateHint:
      "The certificate uploaded to the app registration, followed by its RSA private key, in one text.",
    secretKept: "Kept encrypted, used only to read your directory, never shown again.",
    groupId: "Group object ID (optional)",
    groupHint: "Only the members of this group, and of the groups inside it.",
    filter: "Graph filter (optional)",
    filterHint: "Microsoft Graph’s $filter, for example department eq 'Sales'.",
  },
  connect: "Connect and preview",
  connected: {
    google: "Connected to Google Workspace as {{admin}}.",
    entra: "Connected to Microsoft Entra ID, tenant {{tenant}} ({{credential}}).",
  },
  scope: {
    everyone: "Everyone in the directory.",
    orgUnit: "Organisational unit {{value}}.",
    group: "Group {{value}}.",
    filter: "Filter: {{value}}",
  },
  mapping: {
    heading: "Which directory value fills each field",
    lead: "A field left to “the member’s own” is never changed by a sync. A member’s own correction stays until the directory’s value changes.",
    own: "The member’s own",
    sources: {
      displayName: "Display name",
      givenName: "First name",
      familyName: "Last name",
      jobTitle: "Job title",
      department: "Department",
      workPhone: "Office phone",
      mobilePhone: "Mobile phone",
      officeLocation: "Office",
    },
    placeholder: "{{name}} (your design’s placeholder)",
    locale: "Each member’s language follows the directory’s preferred language",
    photo: "Members’ photos come from the directory",
    interval: "Sync",
    intervals: {
      "0": "On demand only",
      "60": "Every hour",
      "180": "Every 3 hours",
      "720": "Every 12 hours",
      "1440": "Every day",
    },
    save: "Save and preview",
  },
  status: {
    previewing: "Reading the directory…",
    syncing: "Syncing the roster with the directory…",
    held: "The scheduled sync would remove more than half of the members who came from the directory: it waits for you. Check the preview, then apply it, or change the filter.",
    failed: "The last run stopped: {{reason}}",
    last: "Last sync {{when}}: {{added}} added, {{updated}} updated, {{removed}} removed, {{photos}} photos changed.",
    next: "Next sync {{when}}.",
    onDemand: "Syncs when you ask.",
    notApplied: "Nothing has changed in the roster yet: check the preview, then apply it.",
  },
  preview: {
    appliedHeading: "What the last sync changed",
    heading: "What a sync changes",
    read: "Read from the directory {{when}}.",
    counts:
      "{{added}} to add, {{updated}} to update, {{removed}} to remove, {{unchanged}} unchanged.",
    kept_one: "{{count}} member added by hand is not in the directory: they stay.",
    kept_other: "{{count}} members added by hand are not in the directory: they stay.",
    nothing: "Nothing to change: the roster already matches the directory.",
    adds: "To add",
    updates: "To update",
    removals: "To remove (their links stop working)",
    skipped: "Left out",
    reasons: {
      noEmail: "no email address",
      duplicate: "an address another person already has",
      invalid: "details a signature cannot hold",
    },
    more_one: "and {{count}} more",
    more_other: "and {{count}} more",
    change: "{{field}}: {{from}} → {{to}}",
    empty: "(empty)",
    email: "Address",
    locale: "Language",
  },
  apply: "Apply these changes",
  syncNow: "Sync now",
  previewAgain: "Preview again",
  disconnect: "Disconnect the directory",
  disconnectConfirm:
    "Disconnect the directory? The members stay in the team, as if added by hand; nothing syncs any more.",
  errors: {
    reasons: {
      unavailable:
        "the directory did not answer (or asked to wait too long). The next run tries again.",
      credentials:
        "the directory refused the credentials (a wrong or expired secret, key or certificate, or an unknown tenant or app).",
      delegation:
        "Google refused: check the domain-wide delegation’s scopes and that the address is an administrator’s.",
      permission:
        "Microsoft Graph refused: grant the app User.Read.All (and GroupMember.Read.All to filter by group) as application permissions, with admin consent.",
      groupNotFound: "the group was not found in the directory.",
      filter: "the directory refused the filter or organisational unit.",
      tooMany: "the directory holds more people than a team can (2,000). Narrow the filter.",
      massRemoval: "it would remove more than half of the members; it waits for you.",
      rejected: "the directory gave an answer Paraph does not understand.",
      notPro: "the team’s owner no longer has Pro.",
    },
    form: {
      required: "Required.",
      tooLong: "Too long.",
      email: "Enter an email address.",
      orgUnit: "A path starting with /, without quotes (for example /Sales).",
      group: "A group’s address or id.",
      tenant: "A GUID or a domain.",
      guid: "A GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).",
      filter: "One line.",
      certificate:
        "Paste the certificate and its RSA private key (PEM, -----BEGIN CERTIFICATE----- and -----BEGIN PRIVATE KEY-----); the key must be the certificate’s.",
      provider: "Choose a directory.",
    },
    googleFirst: "Connect Google Workspace’s service account (Gmail section) first.",
    notConnected: "No directory is connected.",
    previewFirst: "Preview the changes before the first sync.",
  },
};
