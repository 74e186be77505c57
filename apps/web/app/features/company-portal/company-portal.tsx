import type { ReactNode } from "react";
import { BackofficeRoot } from "../../shared/backoffice/backoffice-root";
import { CompanyPortalGate } from "./company-portal-gate";

/**
 * The portal as one lazily loaded module: route modules import it with `import()`, because whatever a
 * route module imports statically joins the eager app-shell chunk (vite.config.ts) that every public
 * page downloads, and with it Ant Design.
 */
export default function CompanyPortal({ children }: { children: ReactNode }) {
  return (
    <BackofficeRoot>
      <CompanyPortalGate>{children}</CompanyPortalGate>
    </BackofficeRoot>
  );
}
