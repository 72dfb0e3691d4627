import { Outlet } from "react-router";

export default function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
