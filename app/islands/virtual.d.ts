declare module "virtual:islands" {
  /** Island name → URL of its built module (tools/vite-islands.ts). */
  const islands: Record<"main" | "editor" | "library" | "teams", string>;
  export default islands;
}
