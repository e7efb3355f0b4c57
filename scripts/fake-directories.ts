// `npm run fake-directories`: the tests' local Google Workspace (Admin SDK, Gmail) and
// Microsoft 365 (Entra ID, Graph; Office SSO tokens) with a few people, for trying directory
// sync, the Gmail push and the Outlook add-in by hand (docs/teams.md). Prints how to start the
// app against them and what to type into the team page; runs until Ctrl-C. Test-only servers:
// never point a production instance at them.
import { startFakeGoogle } from "../tests/support/fake-google.ts";
import { startFakeMicrosoft } from "../tests/support/fake-microsoft.ts";

const people = [
  ["Megan", "Bowen", "Marketing manager", "Marketing", "fr-FR"],
  ["Nestor", "Wilke", "Director of operations", "Operations", "en-US"],
  ["Patti", "Fernandez", "President", "Executive", "en-US"],
  ["Adèle", "Vance", "Retail manager", "Retail", "fr-FR"],
] as const;

const [google, microsoft] = await Promise.all([startFakeGoogle(), startFakeMicrosoft()]);
const tenant = await microsoft.addTenant({ domain: "contoso.example" });
const app = await microsoft.addApp(tenant.tenantId, {
  secret: "try-it-by-hand~0123456789",
  grantUserReadAll: true,
  roles: ["User.Read.All", "GroupMember.Read.All"],
});
google.admins.add("admin@example.com");
for (const [given, family, title, department, language] of people) {
  const local = given.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  microsoft.addUser(tenant.tenantId, {
    displayName: `${given} ${family}`,
    givenName: given,
    surname: family,
    mail: `${local}@contoso.example`,
    jobTitle: title,
    department,
    businessPhone: "+1 425 555 0100",
    preferredLanguage: language,
  });
  google.directory.addUser({
    email: `${local}@example.com`,
    givenName: given,
    familyName: family,
    title,
    department,
    workPhone: "+33 1 23 45 67 89",
    language: language.slice(0, 2),
    orgUnitPath: department === "Executive" ? "/Executive" : "/Staff",
  });
}

console.log(`Local directories are running. Start the app against them:

  GOOGLE_TOKEN_URL=${google.tokenUrl} GMAIL_API_URL=${google.apiRootUrl} \\
  GOOGLE_ADMIN_API_URL=${google.apiRootUrl} MICROSOFT_LOGIN_URL=${microsoft.url} \\
  MICROSOFT_GRAPH_URL=${microsoft.graphUrl} NODE_EXTRA_CA_CERTS=${microsoft.caFile} \\
  PRO_FOR_EVERYONE=true npm start

Google Workspace (team page → Gmail: paste the key; Directory sync → Google Workspace):
  service account key: ${JSON.stringify(google.serviceAccountKey)}
  administrator: admin@example.com   organisational units: /Staff, /Executive

Microsoft Entra ID (Directory sync → Microsoft Entra ID; Outlook: the same ids):
  tenant id: ${tenant.tenantId}
  client id: ${app.clientId}
  client secret: ${app.secret}

An Office SSO token for megan@contoso.example (the add-in's /api/outlook/signature?team=…):
  ${microsoft.issueUserToken({ tenantId: tenant.tenantId, audience: app.clientId, email: "megan@contoso.example", name: "Megan Bowen" })}

Ctrl-C stops them.`);

const stop = async () => {
  await Promise.all([google.close(), microsoft.close()]);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
