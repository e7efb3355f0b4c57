// Loads the signature renderer through Vite's module runner (it is TSX) in production mode.
process.env.NODE_ENV = "production";

import { viteImport as load } from "../tools/vite-import.ts";

type RenderModule = typeof import("../app/signature/render.ts");
type SchemaModule = typeof import("../app/signature/schema.ts");
type TemplatesModule = typeof import("../app/signature/templates.ts");

const FULL = {
  name: "Work signature",
  fullName: "Alexandra Montgomery-Fitzgerald",
  jobTitle: "Senior Director of International Business Development",
  company: "Northwind Traders International Holdings",
  email: "alexandra.montgomery@northwind-traders.example",
  phone: "+44 20 7946 0958",
  mobile: "+44 7700 900123",
  website: "https://www.northwind-traders.example/about/leadership",
  address: "221B Baker Street, Marylebone, London NW1 6XE, United Kingdom",
  linkedin: "https://www.linkedin.com/in/alexandra-montgomery-fitzgerald",
  twitter: "@alexmontgomery",
  instagram: "alex.montgomery",
  calendly: "https://calendly.com/alexandra-montgomery/30min",
  photoUrl: "https://paraph.example/photos/0123456789abcdef01234567.png",
  ctaLabel: "Book a 30-minute call",
  ctaUrl: "https://www.northwind-traders.example/book",
  disclaimer:
    "This email and any attachments are confidential and intended solely for the addressee. If you received it in error, please notify the sender and delete it. Northwind Traders International Holdings Ltd, registered in England and Wales No. 01234567.",
};

export async function renderThroughput() {
  const { render } = await load<RenderModule>("./app/signature/render.ts");
  const { parseSignatureFields } = await load<SchemaModule>("./app/signature/schema.ts");
  const { TEMPLATES } = await load<TemplatesModule>("./app/signature/templates.ts");
  const options = {
    locale: "en" as const,
    origin: "https://paraph.example",
    homeUrl: "https://paraph.example/",
    appName: "Paraph",
  };
  const all = TEMPLATES.map((template) => parseSignatureFields({ ...FULL, template: template.id }));
  // Warm the JIT on every template before timing any of them.
  for (let i = 0; i < 3000; i++) render(all[i % all.length]!, options);
  const rows = TEMPLATES.map((template, index) => {
    const fields = all[index]!;
    const characters = render(fields, options).html.length;
    const { perSecond, perCpuSecond } = timed(1000, () => render(fields, options));
    return { id: template.id, characters, perSecond, perCpuSecond };
  });
  let next = 0;
  const overall = timed(2000, () => render(all[next++ % all.length]!, options));
  return {
    templates: rows,
    overallPerSecond: overall.perSecond,
    overallPerCpuSecond: overall.perCpuSecond,
  };
}

/**
 * Calls per second of `call` for `milliseconds`: per second of wall-clock time, and per
 * second of this process's CPU time (what one core does, whatever else the machine runs).
 */
function timed(milliseconds: number, call: () => unknown) {
  let count = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < milliseconds) {
    call();
    count++;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: count / seconds, perCpuSecond: count / ((used.user + used.system) / 1e6) };
}
