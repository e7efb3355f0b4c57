// `npm run contact-sheet [-- out.png]`: every template, in light and in simulated dark mode
// (full inversion), at 600 and 360 px wide, side by side in one picture (after
// `npm run build`). The server renders each signature with every field filled, and serves its
// photo, logo and icons, as it would for a person.
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright";
import sharp from "sharp";
import { darkModeCanvas, simulateDarkMode } from "../app/signature/dark-mode.ts";
import { TEMPLATE_IDS } from "../app/signature/templates.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { freePort } from "../tests/support/free-port.ts";
import { startServer } from "../tests/support/server.ts";

const out = process.argv[2] ?? "contact-sheet.png";
const WIDTHS = [600, 360] as const;

async function upload(
  url: string,
  png: Buffer,
): Promise<{ url: string; id: string; width: number; height: number; tone: string }> {
  const body = new FormData();
  body.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "image.png");
  const response = await fetch(`${url}/api/v1/photos`, {
    method: "POST",
    body,
    headers: { origin: url },
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return response.json() as never;
}

const portrait = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#c7d2fe"/><circle cx="200" cy="160" r="80" fill="#4338ca"/><rect x="80" y="270" width="240" height="160" rx="110" fill="#4338ca"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const wordmark = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><circle cx="80" cy="80" r="60" fill="#0f172a"/><rect x="170" y="40" width="26" height="80" fill="#0f172a"/><rect x="210" y="40" width="26" height="80" fill="#0f172a"/><rect x="250" y="60" width="190" height="40" fill="#1d4ed8"/></svg>',
    ),
  )
    .png()
    .toBuffer();

// The server's own address in what it renders (photos, logo, icons): a port known in advance.
const port = await freePort();
const server = await startServer({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
try {
  const photo = await upload(server.url, await portrait());
  const logo = await upload(server.url, await wordmark());
  const logoUrl = `${server.url}/photos/${logo.id}/logo-144x48-${logo.tone[0]}.png`;
  const fields = {
    fullName: "Marie-Christine Delacroix",
    jobTitle: "Head of Partnerships",
    company: "Delacroix Conseil",
    email: "mc@delacroix-conseil.fr",
    phone: "+33 1 42 68 53 00",
    mobile: "+33 6 12 34 56 78",
    website: "delacroix-conseil.fr",
    address: "14 rue du Faubourg Saint-Honoré, 75008 Paris",
    linkedin: "mc-delacroix",
    twitter: "@mcdelacroix",
    instagram: "delacroix.conseil",
    github: "delacroix",
    youtube: "@delacroixconseil",
    customLinks: [{ label: "Portfolio", url: "https://delacroix-conseil.fr/work" }],
    customFields: [{ label: "Pronouns", value: "she/her" }],
    photoUrl: photo.url,
    logoUrl,
    logoHalo: true,
    ctaLabel: "Book a call",
    ctaUrl: "https://delacroix-conseil.fr/call",
    legalForm: "sas",
    shareCapital: "150 000 €",
    companyId: "552 100 554 00013",
    rcsCity: "Paris",
    disclaimer: "This message is confidential.",
  };
  const cells: string[] = [];
  for (const template of TEMPLATE_IDS) {
    const response = await fetch(`${server.url}/api/v1/render`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ ...fields, template }),
    });
    const { html } = (await response.json()) as { html: string };
    const dark = simulateDarkMode(html, "full");
    for (const width of WIDTHS) {
      for (const [mode, markup, background] of [
        ["light", html, "#ffffff"],
        ["dark", dark, darkModeCanvas("full")],
      ] as const) {
        cells.push(
          `<figure style="width:${width}px"><figcaption>${template} · ${mode} · ${width}px</figcaption><div class="frame" style="width:${width}px;background:${background}">${markup}</div></figure>`,
        );
      }
    }
  }
  const page = `<!doctype html><meta charset="utf-8"><style>
    body{margin:16px;font:13px system-ui;background:#e2e8f0}
    .sheet{display:grid;grid-template-columns:600px 600px 360px 360px;gap:16px;align-items:start}
    figure{margin:0} figcaption{color:#334155;margin-bottom:4px;font-weight:600}
    .frame{padding:16px;box-sizing:border-box;overflow:hidden;border-radius:8px}
  </style><div class="sheet">${cells.join("")}</div>`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const tab = await browser.newPage({ viewport: { width: 2000, height: 1000 } });
  await tab.setContent(page, { waitUntil: "networkidle" });
  const png = await tab.screenshot({ fullPage: true });
  await browser.close();
  await writeFile(out, png);
  console.log(
    `${out}: ${TEMPLATE_IDS.length} templates × light and dark × ${WIDTHS.join(" and ")} px`,
  );
} finally {
  await server.stop();
}
