// The public API's documentation (docs/product.md#api): the /api page, and the summaries and
// descriptions of the OpenAPI document's operations (app/.server/api/openapi/document.ts).
export default {
  metaTitle: "Email signature API — {{appName}}",
  metaDescription:
    "Render and store email signatures from your own code: the {{appName}} JSON API, its keys, limits and errors, with a curl example for every call.",
  heading: "The {{appName}} API",
  lead: "Create, store and render email signatures from a script, an HR system or your intranet: the same JSON API the editor uses, with a key of your own.",
  download: "Download the OpenAPI document",
  contents: "On this page",
  intro: {
    heading: "Introduction",
    text: "Every call is HTTPS and JSON under {{base}}. Requests send JSON bodies (`Content-Type: application/json`), except the photo upload (multipart) and the batch render, which also takes CSV. Answers are JSON; errors are problem details (RFC 9457).",
  },
  auth: {
    heading: "Authentication",
    text: "Send your key in the Authorization header: `Authorization: Bearer psk_…`. Keys are a Pro feature: create and revoke them on your account page. A key acts as its account and can be called from any site (CORS, without cookies); keep it secret, on a server.",
    manage: "Manage your keys",
  },
  errors: {
    heading: "Errors",
    text: "A failed call answers with a status code and an application/problem+json body: `type`, `title`, `status`, a `detail` in the language of `Accept-Language` (English or French), a stable `code`, and for invalid fields an `errors` list with each field's `path` and message.",
    codes: "Common codes",
  },
  limits: {
    heading: "Limits",
    text: "An account may make {{limit}} calls a minute, all its keys and signed-in browsers together. Every counted answer says where you stand in `RateLimit-Policy` and `RateLimit` headers; beyond the limit the answer is 429 with `Retry-After`, in seconds. A batch render takes up to {{rows}} people and 2 MB per call.",
  },
  reference: {
    heading: "Reference",
    parameters: "Parameters",
    requestBody: "Request body",
    responses: "Responses",
    example: "Example",
    exampleResponse: "Example response",
    name: "Name",
    in: "In",
    type: "Type",
    description: "Description",
    required: "required",
    field: "Field",
    auth: {
      key: "API key or signed-in browser",
      session: "Signed-in browser only",
      none: "No authentication",
    },
    anchor: "Link to this call",
  },
  status: {
    "200": "Success",
    "201": "Created",
    "204": "Done, nothing to return",
    "400": "Malformed body or invalid fields",
    "401": "No key or session, or an invalid key",
    "403": "Not allowed for this account or plan",
    "404": "Not found for this account",
    "409": "Conflicts with the current state",
    "413": "Body too large",
    "415": "Content type not accepted",
    "422": "Cannot be processed",
    "429": "Too many requests",
    "500": "Server error",
    "503": "Briefly unavailable",
  },
  schemas: {
    heading: "Schemas",
    lead: "The objects the calls send and receive. Fields marked = have that default when left out.",
  },
  operations: {
    getMe: {
      summary: "Who am I",
      description: "The account the key (or the browser's session) belongs to, and its plan.",
    },
    getSession: {
      summary: "The browser's session",
      description:
        "The signed-in user of this browser, or null. Used by pages rendered for everyone; API clients use Who am I.",
    },
    exportAccount: {
      summary: "Export the account",
      description:
        "Everything the account holds, as a JSON attachment: user, signatures, payments.",
    },
    listSignatures: {
      summary: "List signatures",
      description: "The account's signatures, newest first.",
    },
    createSignature: {
      summary: "Create a signature",
      description:
        "Stores a new signature. Fields left out take their default; without a `language`, the signature is in the request's (`Accept-Language`). On the Free plan an account keeps 3 signatures and the credit line stays on. Send an `Idempotency-Key` header to make a retry return the first signature instead of a copy.",
    },
    getSignature: {
      summary: "Get a signature",
      description: "One of the account's signatures; any other id is 404.",
    },
    updateSignature: {
      summary: "Update a signature",
      description: "Changes the fields sent, and only those.",
    },
    deleteSignature: {
      summary: "Delete a signature",
      description: "Deletes one of the account's signatures.",
    },
    getSignatureHtml: {
      summary: "Signature HTML",
      description:
        "One of the account's signatures rendered as the HTML to paste into an email client, or as plain text with `format=text`, in the signature's own `language`.",
    },
    renderSignature: {
      summary: "Render without storing",
      description:
        "Renders fields into HTML and text without storing anything, in the fields' `language` (else the request's), with the character count and what some email clients would not show. No key needed; limited per address. Without a Pro key or session, the plan is Free: a Pro template is refused (403) and the credit line stays.",
    },
    renderBatch: {
      summary: "Render many people at once",
      description:
        "One design and up to {{rows}} people, as JSON or as CSV whose header names the fields: for each person the HTML, the text, the character count and the problems, or with `Accept: application/zip` a ZIP of one .htm and one .txt file per person. A row that fails validation is reported by number and does not stop the others. A saved signature (`signature`) gives its design only: a person’s own fields (name, title, email, numbers, photo, social profiles, own links and details, button) come from each row or stay empty, and its phone stands in for rows without one (a switchboard). In `design`, such fields are refused unless written with placeholders like `{fullName}`.",
    },
    uploadPhoto: {
      summary: "Upload a photo",
      description:
        "A JPEG, PNG or WebP photo, logo or banner (multipart field `photo`) stored and served as a PNG; use its `url` as `photoUrl`, or its `width`, `height` and `tone` to build a `logoUrl` or `bannerUrl`.",
    },
    listKeys: {
      summary: "List API keys",
      description: "The account's active keys, newest first. Their secrets are never shown again.",
    },
    createKey: {
      summary: "Create an API key",
      description: "A new key with a label. Its secret is in this answer only: store it now.",
    },
    revokeKey: {
      summary: "Revoke an API key",
      description: "The key stops working at once.",
    },
  },
};
