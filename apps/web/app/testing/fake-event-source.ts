import { act } from "@testing-library/react";

/** The browser's EventSource as far as the pages use it: a test opens it and sends it events. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  /** Every stream opened since the test began; a test empties it after itself. */
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (message: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The browser says the stream is open. */
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
}
