// The few WebExtension APIs the extension uses (Chrome and Firefox share these in MV3, with
// promises). Declared here rather than adding @types/chrome as a dependency.
declare namespace chrome {
  namespace i18n {
    function getMessage(name: string, substitutions?: string | string[]): string;
    function getUILanguage(): string;
  }
  namespace runtime {
    const id: string;
    const lastError: { message?: string } | undefined;
    interface MessageSender {
      id?: string;
      tab?: { id?: number; url?: string };
      url?: string;
      origin?: string;
    }
    function sendMessage<T = unknown>(message: unknown): Promise<T>;
    function getURL(path: string): string;
    const onMessage: {
      addListener(
        // Each listener narrows the message it expects, as chrome's own typings allow.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        listener: (message: any, sender: MessageSender, sendResponse: (response: unknown) => void) => boolean | void,
      ): void;
    };
    /** Messages from web pages the manifest's externally_connectable lists (Chromium). */
    const onMessageExternal: {
      addListener(
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as onMessage above
        listener: (message: any, sender: MessageSender, sendResponse: (response: unknown) => void) => boolean | void,
      ): void;
    };
    const onInstalled: { addListener(listener: () => void): void };
  }
  namespace storage {
    interface StorageArea {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: StorageArea;
    const sync: StorageArea;
    const onChanged: {
      addListener(listener: (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, area: string) => void): void;
    };
  }
  namespace tabs {
    interface Tab {
      id?: number;
    }
    function query(query: { active: boolean; currentWindow: boolean }): Promise<Tab[]>;
    function sendMessage<T = unknown>(tabId: number, message: unknown): Promise<T>;
  }
  namespace permissions {
    function contains(permissions: { origins: string[] }): Promise<boolean>;
    function request(permissions: { origins: string[] }): Promise<boolean>;
  }
}
