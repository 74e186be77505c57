// The official calendar behind the company deadlines (decision 116): staff read a year and correct
// a day; the deadlines read the table through `loadWorkCalendar` (@tousu/db).
import { listWorkCalendar, revertWorkCalendarDay, setWorkCalendarDay } from "@tousu/contracts";
import type { FeatureManifest } from "../../lib/feature-manifest";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { listCalendarYear, revertCalendarDay, setCalendarDay } from "./work-calendar-days";

export const workCalendarFeature: FeatureManifest = {
  name: "work-calendar",
  registerRoutes(app, deps) {
    route(app, listWorkCalendar, ({ query }) => listCalendarYear(deps, query));
    route(
      app,
      setWorkCalendarDay,
      ({ user, params, body }) => setCalendarDay(deps, user.id, params.day, body),
      {
        rateLimit: STAFF_WRITE_LIMIT,
      },
    );
    route(app, revertWorkCalendarDay, ({ user, params }) => revertCalendarDay(deps, user.id, params.day), {
      rateLimit: STAFF_WRITE_LIMIT,
    });
  },
};
