import { LIVE_EVENT_TYPES, liveTopics } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { type MediationRow, roomMemberIds } from "./mediation-access";

/**
 * Tells the open pages of everyone in the room (their accounts' event streams, decision 101) that an
 * entry was posted, once its transaction has committed. The event names the room and the entry only:
 * each page reads the room through its own call, which checks the reader again. Who is in the room
 * is read now, so someone who left it (an operator removed, a mediator replaced) hears nothing.
 */
export async function announceMediationEntry(
  deps: Pick<AppDeps, "db" | "liveEvents" | "log">,
  mediation: MediationRow,
  entryId: number,
): Promise<void> {
  try {
    const data = { mediation_id: mediation.id, entry_id: entryId };
    const members = await roomMemberIds(deps.db, mediation);
    await Promise.all(
      members.map((userId) =>
        deps.liveEvents.publish(liveTopics.user(userId), LIVE_EVENT_TYPES.mediationEntry, data),
      ),
    );
  } catch (error) {
    // The entry is stored; the pages still show it on their next read.
    deps.log.warn({ err: error }, "mediation: a new entry was not announced");
  }
}
