// The signature list's script: React hydrates the list, a React island (ADR 037, decision 11).
import { LibraryPage } from "../signatures/index.ts";
import { LIBRARY_MESSAGES } from "../signatures/messages/browser.ts";
import { hydrateIsland } from "./hydrate-island.tsx";

await hydrateIsland("library", LIBRARY_MESSAGES, <LibraryPage />);
