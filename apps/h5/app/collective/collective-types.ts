/** A collective complaint as the H5 pages show it. */
export interface H5Collective {
  id: number;
  title: string;
  description: string;
  statusLabel: string;
  /** Still taking members: 我也遇到了 may join it. */
  isOpen: boolean;
  isClosed: boolean;
  brand: { id: number; name: string; logo: string | null };
  memberCount: number;
  createdAt: string;
  closedAt: string | null;
}

/** One member complaint of a collective. */
export interface H5MemberComplaint {
  id: number;
  title: string;
  summary: string;
  statusLabel: string;
  createdAt: string;
}
