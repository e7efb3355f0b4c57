import { characterCount } from "../../../signature/measure.ts";
import { render } from "../../../signature/render.ts";
import {
  DEFAULT_ACCENT_COLOR,
  parseSignatureFields,
  type SignatureFieldsInput,
} from "../../../signature/schema.ts";
import { apiCompatibilityReport } from "../compatibility-report.ts";

// Examples of the OpenAPI document and the /api page: real renderings of one example person,
// so that what the reference shows is what the API answers.

const ORIGIN = "https://paraph.example";

const PERSON = {
  fullName: "Ada Lovelace",
  jobTitle: "Head of engineering",
  company: "Analytical Engines",
  email: "ada@analytical.example",
  phone: "+44 20 7946 0958",
  website: "https://analytical.example",
} satisfies SignatureFieldsInput;

const FIELDS = {
  template: "basic",
  ...PERSON,
  accentColor: DEFAULT_ACCENT_COLOR,
} satisfies SignatureFieldsInput;

const rendered = render(parseSignatureFields(FIELDS), {
  origin: ORIGIN,
  homeUrl: `${ORIGIN}/`,
  appName: "Paraph",
});

const CREATED = "2026-11-25T09:30:00.000Z";

export const EXAMPLES = {
  me: {
    uid: "3f0c2a9e-7b1d-4c55-9d3a-0e6b8f1a2c4d",
    email: "ada@analytical.example",
    emailVerified: true,
    isPaid: true,
    hasFreeTemplate: false,
  },
  fields: FIELDS,
  signature: {
    ...parseSignatureFields(FIELDS),
    id: "b7e2d0c4-5a61-4f3e-8c2b-9d1e0f7a6b35",
    userId: "3f0c2a9e-7b1d-4c55-9d3a-0e6b8f1a2c4d",
    createdAt: CREATED,
    updatedAt: CREATED,
  },
  html: rendered.html,
  text: rendered.text,
  render: {
    html: rendered.html,
    text: rendered.text,
    characters: characterCount(rendered.html),
    compatibility: apiCompatibilityReport(parseSignatureFields(FIELDS), rendered.html, "en"),
  },
  batchRequest: {
    design: { template: "basic", company: "Analytical Engines", accentColor: DEFAULT_ACCENT_COLOR },
    people: [
      {
        fullName: "Ada Lovelace",
        jobTitle: "Head of engineering",
        email: "ada@analytical.example",
      },
      { fullName: "Charles Babbage", jobTitle: "Founder", email: "not an email" },
    ],
  },
  batchCsv:
    'fullName,jobTitle,email\nAda Lovelace,Head of engineering,ada@analytical.example\n"Babbage, Charles",Founder,charles@analytical.example\n',
  batchResult: {
    rows: [
      {
        row: 1,
        ok: true,
        html: rendered.html,
        text: rendered.text,
        characters: characterCount(rendered.html),
        problems: [],
      },
      {
        row: 2,
        ok: false,
        errors: [{ path: "email", code: "custom", message: "Enter a valid email address." }],
      },
    ],
    rendered: 1,
    failed: 1,
  },
  photo: {
    id: "5b1f3c9a2e7d4f60a1c2e3d4",
    url: `${ORIGIN}/photos/5b1f3c9a2e7d4f60a1c2e3d4.png`,
    width: 800,
    height: 256,
    tone: "dark",
  },
  key: {
    id: "0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b",
    label: "HR export",
    prefix: "psk_Xy3kP0aQ",
    createdAt: CREATED,
    lastUsedAt: null,
  },
  keyCreated: {
    id: "0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b",
    label: "HR export",
    prefix: "psk_Xy3kP0aQ",
    createdAt: CREATED,
    lastUsedAt: null,
    secret: "psk_Xy3kP0aQ7vN2bR8tL5wE1uI9oA4sD6fG3hJ0kZ2xC7v",
  },
};
