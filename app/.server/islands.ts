// Built URLs of the island scripts (tools/vite-islands.ts), for the root loader.
import islands from "virtual:islands";

export const ISLAND_URLS = islands;
