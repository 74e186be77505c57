import { App } from "antd";
import { useCallback } from "react";

/**
 * Wraps a console action sent with useBackofficeAction (which answers null when the server refused and
 * has said why): on success it confirms with `done` and reloads what the page shows. Resolves whether
 * the action went through, which is what ReasonButton needs to close its dialog.
 */
export function useConsoleMutation(reload: () => void) {
  const { message } = App.useApp();
  return useCallback(
    async <T>(run: () => Promise<T | null>, done: string | ((result: T) => string)): Promise<boolean> => {
      const result = await run();
      if (result === null) return false;
      message.success(typeof done === "string" ? done : done(result));
      reload();
      return true;
    },
    [message, reload],
  );
}
