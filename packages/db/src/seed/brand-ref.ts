import type { SectorKey } from "./content/sectors";

/** A seeded brand as the generators pick it for complaints. */
export interface BrandRef {
  id: number;
  name: string;
  /** Key into the sector's kinds, narrowing what its complaints are about. */
  kind: string | null;
  sector: SectorKey;
  enterpriseId: number;
  enterpriseName: string;
  /** The enterprise's portal accounts (owner, agents) who answer; empty when it has none. */
  responderIds: readonly number[];
  isHot: boolean;
  /** Relative share of complaints; hot brands attract more. */
  weight: number;
}
