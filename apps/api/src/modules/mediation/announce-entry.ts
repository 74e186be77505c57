import { LIVE_EVENT_TYPES } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { announceToAccounts } from "../../lib/live-events";
import { type MediationRow, roomMemberIds } from "./mediation-access";

/**
 * Tells the open pages of everyone in the room (their accounts' event streams, decision 101) that an
 * entry was posted, once its transaction has committed. The event names the room and the entry only:
 * each page reads the room through its own call, which checks the reader again. Who is in the room
 * is read now, so someone who left it (an operator removed, a mediator replaced) hears nothing.
 */
export function announceMediationEntry(
  deps: Pick<AppDeps, "db" | "liveEvents" | "log">,
  mediation: MediationRow,
  entryId: number,
): Promise<void> {
  const data = { mediation_id: mediation.id, entry_id: entryId };
  return announceToAccounts(deps, LIVE_EVENT_TYPES.mediationEntry, data, () =>
    roomMemberIds(deps.db, mediation),
  );
}
