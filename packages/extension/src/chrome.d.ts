// The few extension APIs Leadgen's extension calls, typed here rather than pulling in a
// dependency for the whole `chrome` namespace.

declare namespace chrome {
  namespace runtime {
    const id: string;
    interface MessageSender {
      id?: string;
      tab?: { id?: number };
    }
    function sendMessage<T>(message: unknown): Promise<T>;
    const onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: MessageSender,
          sendResponse: (response: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
  }
  namespace storage {
    const local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string[]): Promise<void>;
    };
  }
  namespace tabs {
    function create(properties: { url: string; active?: boolean }): Promise<unknown>;
  }
  namespace permissions {
    function request(permissions: { origins: string[] }): Promise<boolean>;
  }
}
