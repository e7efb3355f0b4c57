// The editor page's script: React hydrates the editor, a React island (ADR 037, decision 11).
import { holdEarlyDrops, SignatureEditor } from "../editor/index.ts";
import { EDITOR_PAGE_MESSAGES } from "../editor/messages/browser.ts";
import { hydrateIsland } from "./hydrate-island.tsx";

holdEarlyDrops(window);
await hydrateIsland("editor", EDITOR_PAGE_MESSAGES, <SignatureEditor />);
