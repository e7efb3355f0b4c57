declare module "virtual:islands" {
  /** Island name → URL of its built module (tools/vite-islands.ts). */
  const islands: Record<"main" | "editor" | "library", string>;
  export default islands;
}
