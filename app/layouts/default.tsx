import { Outlet } from "react-router";
import { SiteShell } from "../components/site-shell.tsx";

export default function DefaultLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
